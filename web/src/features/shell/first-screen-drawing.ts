import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** main.tsx: the browser is about to hydrate the server's first screen. */
export function startHydratingFirstScreen(): void {
  hydrating = true;
}

/**
 * The app's first commit is over (AppRoot). Parts of the drawing inside a Suspense boundary (a
 * lazy component met for the first time) hydrate a moment later, and a tap on one before then is
 * lost (React hydrates a part on a tap only when its code is already there). So the drawing,
 * inert until now (bff/src/seo/first-screen.ts), takes taps and typing once the browser is next
 * idle: those parts have hydrated by then.
 */
export function firstScreenTakenOver(): void {
  if (typeof document === 'undefined') return;
  whenIdle(() => {
    document.getElementById('root')?.removeAttribute('inert');
    // A frame later the style and layout that change has dirtied are done: what waited for the
    // first screen then measures a settled page instead of laying out the whole of it again.
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(settle, 0));
    else setTimeout(settle, 0);
  });
}

let settled = false;
const waiting = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const resume of waiting) resume();
  waiting.clear();
}

/** Runs `work` once the browser is next idle (1 s at most). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 200);
}

/**
 * False on a first screen (the server's drawing and the browser's hydration) until the app has
 * taken it over and the page has settled (`firstScreenTakenOver`); true at once on any other
 * render. For what a first screen can start a moment later, off the hydration's long tasks: a
 * carousel's swipe engine, say (the drawing is inert until then anyway).
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(() => settled || !isDrawingFirstScreen());
  useEffect(() => {
    if (ready) return;
    const resume = () => setReady(true);
    waiting.add(resume);
    return () => {
      waiting.delete(resume);
    };
  }, [ready]);
  return ready;
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
