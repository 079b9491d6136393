import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import type { SearchPlace } from '../state';
import { ExploreDestinationsSheet } from './explore-destinations-sheet';
import { clearToasts, notFound, prediction, stubPlaces } from './where-test-support';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

const TIP =
  'Tip: Select a location from the suggestions or use your current location to get better search results!';

/** The mobile modal's side: opens the sheet and records what it reports. */
function Host({ picked, closes }: { picked: SearchPlace[]; closes: number[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ExploreDestinationsSheet
        open={open}
        onPick={(p) => picked.push(p)}
        onClose={() => {
          closes.push(1);
          setOpen(false);
        }}
      />
    </>
  );
}

function renderSheet() {
  const picked: SearchPlace[] = [];
  const closes: number[] = [];
  renderInRouter(<Host picked={picked} closes={closes} />);
  return { picked, closes };
}

/** Drags the handle `dy` px down and lets go. */
function drag(dy: number) {
  const handle = screen.getByTestId('sheet-handle');
  fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientY: 100 + dy / 2, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientY: 100 + dy, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientY: 100 + dy, pointerId: 1 });
}

describe('ExploreDestinationsSheet', () => {
  it('opens with the search box focused, the current-location row and the suggestions', async () => {
    stubPlaces(() => notFound);
    renderSheet();
    const dialog = await screen.findByRole('dialog', { name: 'Explore destinations' });
    const input = screen.getByRole('combobox', { name: 'Search destinations' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(dialog.contains(input)).toBe(true);
    expect(screen.getByRole('option', { name: /Use current location/ })).toBeTruthy();
    const suggested = screen.getByRole('group', { name: 'Suggested destinations' });
    expect(suggested.querySelectorAll('[role="option"]')).toHaveLength(5);
    expect(screen.queryByRole('group', { name: 'Search results' })).toBeNull();
  });

  it('typing adds “Search results” above the suggestions; a pick closes without the tip', async () => {
    stubPlaces(({ path }) => {
      if (path === '/places/autocomplete') {
        return {
          body: { predictions: [prediction('cl-co-la-serena', 'La Serena', 'Coquimbo, Chile')] },
        };
      }
      return {
        body: {
          placeId: 'cl-co-la-serena',
          name: 'La Serena',
          formattedAddress: 'La Serena, Coquimbo, Chile',
          city: 'La Serena',
          region: 'Coquimbo',
          lat: -29.9027,
          lng: -71.2519,
          types: ['locality'],
        },
      };
    });
    const { picked, closes } = renderSheet();
    const input = await screen.findByRole('combobox', { name: 'Search destinations' });
    await userEvent.type(input, 'la se');
    const results = await screen.findByRole('group', { name: 'Search results' });
    expect(results.textContent).toContain('La Serena');
    expect(screen.getByRole('group', { name: 'Suggested destinations' })).toBeTruthy();
    // Row 0 is 'Use current location', row 1 the first result.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(picked).toHaveLength(1));
    expect(picked[0]).toMatchObject({ label: 'La Serena, Coquimbo', lat: -29.9027 });
    expect(closes).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(TIP)).toBeNull();
  });

  it('Escape closes it and shows the tip', async () => {
    stubPlaces(() => notFound);
    const { picked, closes } = renderSheet();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(closes).toHaveLength(1);
    expect(picked).toEqual([]);
    expect(await screen.findByText(TIP)).toBeTruthy();
  });

  it('dragging the handle more than 60 px down closes it; less springs back', async () => {
    stubPlaces(() => notFound);
    const { closes } = renderSheet();
    const dialog = await screen.findByRole('dialog');
    drag(40);
    expect(closes).toEqual([]);
    expect(dialog.style.transform).toBe('');
    fireEvent.pointerDown(screen.getByTestId('sheet-handle'), { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(screen.getByTestId('sheet-handle'), { clientY: 130, pointerId: 1 });
    // The sheet follows the finger.
    expect(dialog.style.transform).toBe('translateY(30px)');
    fireEvent.pointerUp(screen.getByTestId('sheet-handle'), { clientY: 130, pointerId: 1 });
    drag(61);
    expect(closes).toHaveLength(1);
    expect(await screen.findByText(TIP)).toBeTruthy();
  });

  it('picking a suggested destination gives the spec’s coordinates', async () => {
    stubPlaces(() => notFound);
    const { picked } = renderSheet();
    await userEvent.click(await screen.findByRole('option', { name: /^Pucón/ }));
    expect(picked).toEqual([{ label: 'Pucón', lat: -39.2825, lng: -71.9773, radiusKm: 15 }]);
  });

  it('the sheet’s own unsupported-browser text', async () => {
    stubPlaces(() => notFound);
    renderSheet();
    await userEvent.click(await screen.findByRole('option', { name: /Use current location/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Location services are not supported by your browser.',
    );
  });
});
