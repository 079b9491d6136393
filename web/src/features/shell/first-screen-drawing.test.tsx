import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenTakenOver,
  startHydratingFirstScreen,
  useFirstScreenCount,
} from './first-screen-drawing';

function List({ count }: { count: number }) {
  const shown = useFirstScreenCount(count, 3);
  return <p data-testid="shown">{shown}</p>;
}

describe('useFirstScreenCount', () => {
  afterEach(() => document.body.replaceChildren());

  it('draws everything on a render that is not a first screen', () => {
    render(<List count={24} />);
    expect(screen.getByTestId('shown').textContent).toBe('24');
  });

  it('draws the first items while hydrating (as the server did), then the rest', async () => {
    startHydratingFirstScreen();
    // What the first render gives, before any effect: the server's drawing, and the hydration's.
    expect(renderToString(<List count={24} />)).toContain('>3<');
    render(<List count={24} />);
    // The effect asks for the rest in a transition; later lists are not a first screen.
    expect(await screen.findByText('24')).toBeTruthy();
    expect(renderToString(<List count={24} />)).toContain('>24<');
  });

  it('lets the first screen take taps once the app has taken it over and the page is idle', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.appendChild(root);
    firstScreenTakenOver();
    await waitFor(() => expect(root.hasAttribute('inert')).toBe(false));
  });
});

/** A fresh copy of the module: what it remembers (a first screen settled) is per page load. */
async function freshDrawing() {
  vi.resetModules();
  const drawing = await import('./first-screen-drawing');
  function Carousel() {
    return <p data-testid="swipes">{drawing.useAfterFirstScreen() ? 'on' : 'off'}</p>;
  }
  return { ...drawing, Carousel };
}

describe('useAfterFirstScreen', () => {
  afterEach(() => document.body.replaceChildren());

  it('is on at once on a render that is not a first screen', async () => {
    const { Carousel } = await freshDrawing();
    render(<Carousel />);
    expect(screen.getByTestId('swipes').textContent).toBe('on');
  });

  it('is off in the drawing and the hydration, on once the app has taken it over and the page settled', async () => {
    const { Carousel, startHydratingFirstScreen, firstScreenTakenOver } = await freshDrawing();
    startHydratingFirstScreen();
    expect(renderToString(<Carousel />)).toContain('>off<');
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.appendChild(root);
    render(<Carousel />);
    expect(screen.getByTestId('swipes').textContent).toBe('off');
    firstScreenTakenOver();
    expect(await screen.findByText('on')).toBeTruthy();
    await waitFor(() => expect(root.hasAttribute('inert')).toBe(false));
    // What mounts later (another listing's page) starts at once.
    expect(renderToString(<Carousel />)).toContain('>on<');
  });
});
