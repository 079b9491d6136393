import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (e.g. on hover or focus) so the first real use does not wait. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for a named export, with a `preload()` to call on intent. The module goes into
 * its own chunk, fetched on first render or first preload, whichever comes first, and only once.
 */
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (pending ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(start), { preload: start });
}
