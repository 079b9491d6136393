import { queryOptions } from '@tanstack/react-query';
import { ApiHealthResponse, PropertyListResponse } from '@arrendo/contracts/web';
import { ApiError, api, apiRequest } from '@/lib/api-client';

/** Spec §8: 'Connection failed' when the API answered with an error, 'Connection error' when nothing answered. */
export type ConnectionFailure = 'failed' | 'error';

export function connectionFailure(error: unknown): ConnectionFailure {
  return ApiError.is(error) && error.status > 0 ? 'failed' : 'error';
}

/** The published listings count, or why it could not be read. */
export type ListingsCount = { total: number } | { failure: ConnectionFailure; message: string };

export interface SystemStatus {
  health: ApiHealthResponse;
  listings: ListingsCount;
}

/**
 * `/status`: the BFF's health report (each service, the dev payment provider) and the published
 * listings count, read fresh on every visit (the startup check keeps its own copy 5 minutes).
 * Only an unreadable health report fails the page: a failed count is part of the answer, so the
 * services still show when the listing service is the one that is down.
 */
export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'status'],
    queryFn: async ({ signal }): Promise<SystemStatus> => {
      const [health, listings] = await Promise.all([
        // A degraded or down system answers 503 with the same report.
        apiRequest('/health', { schema: ApiHealthResponse, acceptStatuses: [503], signal }),
        api.get('/properties', PropertyListResponse, { query: { limit: 1 }, signal }).then(
          (page): ListingsCount => ({ total: page.total }),
          (error: unknown): ListingsCount => {
            if (!ApiError.is(error) || error.transport === 'aborted') throw error;
            return { failure: connectionFailure(error), message: error.message };
          },
        ),
      ]);
      return { health, listings };
    },
    retry: false,
    staleTime: 0,
  });
}
