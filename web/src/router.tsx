import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { LazyNotFoundPage } from '@/features/shell/components/lazy-not-found-page';
import { RouteError } from '@/features/shell/components/route-error';
import { restoreScrollAfterFirst } from '@/lib/restore-scroll-after-first';

export interface RouterContext {
  queryClient: QueryClient;
}

export interface AppRouterOptions {
  /**
   * The server's first screen (entry-server.tsx) draws one address with a memory history; the
   * browser's own otherwise. There, no scroll restoration: the router would write its inline
   * script into the page, which the CSP refuses.
   */
  history?: RouterHistory;
  /** The app takes over a page the server drew (main.tsx): see `restoreScrollAfterFirst`. */
  takesOverDrawnPage?: boolean;
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  const { history, takesOverDrawnPage = false } = options;
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: history ? false : restoreScrollAfterFirst(takesOverDrawnPage),
    // A new page opens at its top and back returns where the visitor was, at once: the page's
    // smooth scrolling (styles.css) is for its own anchors, not for a page that was just drawn.
    scrollRestorationBehavior: 'instant',
    defaultNotFoundComponent: LazyNotFoundPage,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
