import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** main.tsx: the browser is about to hydrate the server's first screen (true), or has (false). */
export function setHydratingFirstScreen(value: boolean): void {
  hydrating = value;
}

/** This render is the server drawing a first screen, or the browser hydrating one. */
export function isDrawingFirstScreen(): boolean {
  return typeof window === 'undefined' || hydrating;
}

/**
 * How many of `count` items a long list draws: `first` of them on a first screen (what a screen
 * shows, and all the server sends and the browser hydrates), the rest right after in a transition,
 * which React draws in slices between the browser's own work; all of them on any other render.
 */
export function useFirstScreenCount(count: number, first: number): number {
  const [all, setAll] = useState(() => !isDrawingFirstScreen());
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, first);
}
