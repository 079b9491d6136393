import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** main.tsx: the browser is about to hydrate the server's first screen. */
export function startHydratingFirstScreen(): void {
  hydrating = true;
}

/**
 * The app's first commit is over (AppRoot): the first screen, inert until now
 * (bff/src/seo/first-screen.ts), takes taps and typing. Parts of it may still be hydrating (a
 * Suspense boundary waits for its code): React replays a tap on them once they are.
 */
export function firstScreenTakenOver(): void {
  if (typeof document !== 'undefined') document.getElementById('root')?.removeAttribute('inert');
}

/**
 * This render is the server drawing a first screen, or the browser hydrating one: true from
 * main.tsx's hydration until the first screen's list has drawn the rest of its items (the list
 * may hydrate after the first commit, inside a Suspense boundary, so not the first commit).
 */
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
    if (all) return;
    hydrating = false;
    startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, first);
}
