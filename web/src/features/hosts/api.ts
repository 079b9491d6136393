import { queryOptions } from '@tanstack/react-query';
import { HostProfileResponse, Uuid } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

export const hostKeys = {
  all: ['hosts'] as const,
  detail: (id: string) => [...hostKeys.all, 'detail', id] as const,
};

/** One query for the page and the card: opening the page from a card reuses the answer. */
export function hostQueryOptions(id: string) {
  return queryOptions({
    queryKey: hostKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/hosts/${encodeURIComponent(id)}`, HostProfileResponse, { signal }),
    staleTime: 60_000,
  });
}

export function isHostId(value: string): boolean {
  return Uuid.safeParse(value).success;
}
