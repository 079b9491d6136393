import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/**
 * The retry of a route's error component: the failed query may be fetched again, the route's
 * error is cleared, and its loader runs again (which fetches the query). Without the query reset
 * the page's `useSuspenseQuery` would throw the same error at once.
 */
export function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
}
