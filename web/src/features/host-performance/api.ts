import { queryOptions } from '@tanstack/react-query';
import { HostPerformanceResponse, type PerformanceRangeDays } from '@arrendo/contracts/web';
import { ApiError, api } from '@/lib/api-client';
import { bookingKeys } from '@/features/bookings/api';

/**
 * The host's performance page's API (contracts `http/host-performance.ts`). Under `bookings` so
 * that a host's answer to a request (use-answer-request.ts invalidates every booking query)
 * refreshes the requests and the response rate too.
 */
export const hostPerformanceKeys = {
  all: [...bookingKeys.all, 'host-performance'] as const,
  range: (days: PerformanceRangeDays, listingId: string | null) =>
    [...hostPerformanceKeys.all, days, listingId] as const,
};

/**
 * The figures of the `days` ending today, of one listing or of all. Null when `listingId` is not
 * one of the host's (another host's, deleted, mistyped: the API answers 404 alike): the page says
 * so and offers every listing instead.
 */
export function hostPerformanceQueryOptions(days: PerformanceRangeDays, listingId: string | null) {
  return queryOptions({
    queryKey: hostPerformanceKeys.range(days, listingId),
    queryFn: async ({ signal }): Promise<HostPerformanceResponse | null> => {
      try {
        return await api.get('/host/performance', HostPerformanceResponse, {
          query: { days, listingId },
          signal,
        });
      } catch (error) {
        if (listingId !== null && ApiError.is(error) && error.isNotFound) return null;
        throw error;
      }
    },
  });
}
