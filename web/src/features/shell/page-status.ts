import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { meQueryOptions } from '@/features/auth/session';

/**
 * Routes whose guard sends a signed-out visitor to log in: whether such a page exists for them
 * is not the server's to say before they have (the app asks, then shows it or its not-found).
 */
const ASKS_TO_LOG_IN = new Set(['/_authenticated', '/login']);

/**
 * The HTTP status of the page at the router's address (decisions.md "Shell and content": a page
 * that does not exist answers 404): 404 when no route matches it, or when a route's loader says
 * what it names does not exist for this visitor (a listing, host or booking the API answers 404
 * for, which is also how it answers what the visitor may not see, decision 0026); 200 otherwise,
 * including whenever it cannot tell. The router is loaded here as the visitor: its API requests
 * carry their session (the BFF passes the access cookie, never the refresh cookie, so nothing is
 * rotated on their behalf).
 */
export async function pageStatus(router: AnyRouter, queryClient: QueryClient): Promise<200 | 404> {
  const { user } = await queryClient.fetchQuery(meQueryOptions);
  const planned = router.matchRoutes(router.latestLocation);
  if (isNotFound(planned)) return 404;
  if (!user && planned.some((match) => ASKS_TO_LOG_IN.has(match.routeId))) return 200;
  await router.load();
  return isNotFound(router.state.matches) ? 404 : 200;
}

/** No route matched (`_notFound`, the router's global not-found), or one threw `notFound()`. */
export function isNotFound(matches: readonly { status: string; _notFound?: boolean }[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true);
}
