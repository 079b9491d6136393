import { queryOptions } from '@tanstack/react-query';
import { ApiHealthResponse } from '@arrendo/contracts/web';
import { apiRequest } from '@/lib/api-client';

const STARTUP_HEALTH_TIMEOUT_MS = 5000;

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    // A degraded or down system answers 503 with the same report. The app waits for this
    // check before its first page, so it gets a shorter leash than ordinary calls.
    queryFn: ({ signal }) =>
      apiRequest('/health', {
        schema: ApiHealthResponse,
        acceptStatuses: [503],
        signal,
        timeoutMs: STARTUP_HEALTH_TIMEOUT_MS,
      }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The database sits behind the listing service; the BFF reports its reachability too. */
export function isDatabaseUnreachable(health: ApiHealthResponse | undefined, failed: boolean) {
  if (failed) return true;
  if (!health) return false;
  return health.status === 'down' || health.checks.listing?.status === 'down';
}
