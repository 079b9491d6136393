import { useCallback, useSyncExternalStore } from 'react';

/** Where the hover happened: a card in the list or a marker on the map. */
export type HoverSource = 'list' | 'map';
export interface Hovered {
  id: string;
  from: HoverSource;
}

/**
 * Which result is under the pointer (or focused), shared by the list and the map: hovering a card
 * lights its marker and hovering a marker lights its card. A tiny store rather than React state so
 * a hover re-renders the two cards concerned, not the whole list.
 */
export interface HoverStore {
  get: () => Hovered | null;
  /** `hovered=false` clears only if that result is still the hovered one (moving from one card
   * to the next may report the enter before the leave). */
  report: (id: string, from: HoverSource, hovered: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createHoverStore(): HoverStore {
  let current: Hovered | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Hovered | null) => {
    if (next?.id === current?.id && next?.from === current?.from) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    report: (id, from, hovered) => {
      if (hovered) set({ id, from });
      else if (current?.id === id) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether this card is lit: only when its marker is hovered (a card under the pointer needs no
 * extra frame). Re-renders only when that answer changes.
 */
export function useLitByMap(store: HoverStore, id: string): boolean {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => {
      const h = store.get();
      return h !== null && h.id === id && h.from === 'map';
    },
    () => false,
  );
}
