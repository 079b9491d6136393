import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHoverStore, useLitByMap, type HoverStore } from './hover-sync';

describe('hover store', () => {
  it('keeps the latest hover and clears only its own leave', () => {
    const store = createHoverStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.report('a', 'list', true);
    // The next card's enter can come before the previous card's leave.
    store.report('b', 'list', true);
    store.report('a', 'list', false);
    expect(store.get()).toEqual({ id: 'b', from: 'list' });
    store.report('b', 'list', false);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not notify when nothing changes', () => {
    const store = createHoverStore();
    store.report('a', 'map', true);
    const listener = vi.fn();
    store.subscribe(listener);
    store.report('a', 'map', true);
    store.report('z', 'map', false);
    expect(listener).not.toHaveBeenCalled();
  });
});

function Probe({ store, id }: { store: HoverStore; id: string }) {
  return <span data-testid={id}>{useLitByMap(store, id) ? 'lit' : 'off'}</span>;
}

describe('useLitByMap', () => {
  it('lights a card when its marker is hovered, not when the card itself is', () => {
    const store = createHoverStore();
    render(
      <>
        <Probe store={store} id="a" />
        <Probe store={store} id="b" />
      </>,
    );
    act(() => store.report('a', 'map', true));
    expect(screen.getByTestId('a').textContent).toBe('lit');
    expect(screen.getByTestId('b').textContent).toBe('off');
    act(() => store.report('b', 'list', true));
    expect(screen.getByTestId('a').textContent).toBe('off');
    expect(screen.getByTestId('b').textContent).toBe('off');
  });
});
