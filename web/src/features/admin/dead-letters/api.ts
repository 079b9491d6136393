import {
  AdminDeadLetterSummaryResponse,
  AdminDeadLettersResponse,
  AdminRetryDeadLetterResponse,
  type ServiceName,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Everything on the page: a retry refreshes the summary and every list at once. */
export const DEAD_LETTERS_KEY = ['admin', 'dead-letters'] as const;

const PAGE_SIZE = 25;

export const deadLetterSummaryQuery = queryOptions({
  queryKey: [...DEAD_LETTERS_KEY, 'summary'],
  queryFn: () => api.get('/admin/dead-letters/summary', AdminDeadLetterSummaryResponse),
});

export function deadLettersQuery(service: ServiceName, unresolvedOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: [...DEAD_LETTERS_KEY, 'list', service, unresolvedOnly],
    queryFn: ({ pageParam }) =>
      api.get('/admin/dead-letters', AdminDeadLettersResponse, {
        query: { service, cursor: pageParam ?? undefined, limit: PAGE_SIZE, unresolvedOnly },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const deadLettersApi = {
  retry: (service: ServiceName, id: string) =>
    api.post(
      `/admin/dead-letters/${encodeURIComponent(service)}/${encodeURIComponent(id)}/retry`,
      undefined,
      AdminRetryDeadLetterResponse,
    ),
};
