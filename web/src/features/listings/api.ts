import { queryOptions } from '@tanstack/react-query';
import { PropertyListResponse, Property, Uuid } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

export const listingKeys = {
  all: ['properties'] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  count: () => [...listingKeys.all, 'count'] as const,
};

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
