import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { unavailablePart, type Unavailable } from '@/components/ui/part-unavailable';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (e.g. on hover or focus) so the first real use does not wait. */
  preload(): Promise<unknown>;
};

export interface LazyPartOptions<P> {
  /** What stands in when the code could not be fetched (see `Unavailable`): a notice by default. */
  unavailable?: Unavailable<P>;
}

/**
 * For a part the visitor opens that draws nothing in place until then (a dialog): when its code
 * cannot be fetched, a toast says so and the next use (a click) tries again.
 */
export const OPENED_ON_USE = { unavailable: { toast: true, standIn: () => null } } as const;

/**
 * `React.lazy` for a named export, with a `preload()` to call on intent. The module goes into
 * its own chunk, fetched on first render or first preload, whichever comes first, and only once.
 *
 * A failed fetch is not kept: `React.lazy` would keep throwing it and the route's error screen
 * would replace the whole page for one part of it (the search bar's summary offline, say). The
 * part resolves instead to a stand-in that fetches again (part-unavailable.tsx); a failed preload
 * is forgotten, and the first render asks again.
 */
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: LazyPartOptions<P> = {},
): PreloadableComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchComponent = () =>
    (pending ??= load().then(pick, (error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const component = lazy(() =>
    fetchComponent().then(
      (loaded) => ({ default: loaded }),
      () => ({ default: unavailablePart(fetchComponent, options.unavailable ?? {}) }),
    ),
  );
  return Object.assign(component, { preload: () => fetchComponent().catch(() => undefined) });
}
