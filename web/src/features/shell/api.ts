import { queryOptions } from '@tanstack/react-query';
import { ApiHealthResponse } from '@arrendo/contracts/web';
import { apiRequest } from '@/lib/api-client';

const STARTUP_HEALTH_TIMEOUT_MS = 5000;

/** Spec §9 "Connection retries": 3 attempts, 500 ms before the 2nd, × 1.5 each time, ± 20%. */
export const CONNECTION_RETRY = { attempts: 3, baseMs: 500, factor: 1.5, jitter: 0.2 } as const;

/** The wait before retry number `failureCount` (0 for the first retry), with its jitter. */
export function connectionRetryDelay(failureCount: number, random: () => number = Math.random) {
  const { baseMs, factor, jitter } = CONNECTION_RETRY;
  return Math.round(baseMs * factor ** failureCount * (1 - jitter + 2 * jitter * random()));
}

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
    // Only a failed request (network, timeout) is retried: a 503 report is an answer.
    retry: CONNECTION_RETRY.attempts - 1,
    retryDelay: (failureCount) => connectionRetryDelay(failureCount),
    staleTime: 5 * 60_000,
  });
}

/** The database sits behind the listing service; the BFF reports its reachability too. */
export function isDatabaseUnreachable(health: ApiHealthResponse | undefined, failed: boolean) {
  if (failed) return true;
  if (!health) return false;
  return health.status === 'down' || health.checks.listing?.status === 'down';
}
