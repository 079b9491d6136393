import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PropertyListResponse, Property, Uuid } from '@arrendo/contracts/web';
import type { ListingType } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

export const HOME_PAGE_SIZE = 24;

export const listingKeys = {
  all: ['properties'] as const,
  list: (type: ListingType) => [...listingKeys.all, 'list', type] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  count: () => [...listingKeys.all, 'count'] as const,
};

export function propertiesInfiniteQueryOptions(type: ListingType) {
  return infiniteQueryOptions({
    queryKey: listingKeys.list(type),
    queryFn: ({ pageParam, signal }) =>
      api.get('/properties', PropertyListResponse, {
        query: { type, limit: HOME_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/properties/${encodeURIComponent(id)}`, Property, { signal }),
  });
}

/** The backend connection test: one listing is enough to learn the total. */
export function propertyCountQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.count(),
    queryFn: ({ signal }) =>
      api.get('/properties', PropertyListResponse, { query: { limit: 1 }, signal }),
    retry: false,
    staleTime: 0,
  });
}

export function isPropertyId(value: string): boolean {
  return Uuid.safeParse(value).success;
}
