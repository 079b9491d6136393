import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { LazyNotFoundPage } from '@/features/shell/components/lazy-not-found-page';
import { RouteError } from '@/features/shell/components/route-error';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * `history`: the server's first screen (entry-server.tsx) draws one address with a memory
 * history; the browser's own otherwise. There, no scroll restoration: the router would write its
 * inline script into the page, which the CSP refuses.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !history,
    defaultNotFoundComponent: LazyNotFoundPage,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
