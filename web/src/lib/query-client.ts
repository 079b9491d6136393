import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);

/** Only failures that can pass on their own (network, gateway, unavailable) are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (ApiError.is(error) && !TRANSIENT_STATUSES.has(error.status)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
