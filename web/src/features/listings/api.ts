import { queryOptions } from '@tanstack/react-query';
import { Property, Uuid } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

export const listingKeys = {
  all: ['properties'] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
};

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/properties/${encodeURIComponent(id)}`, Property, { signal }),
  });
}

export function isPropertyId(value: string): boolean {
  return Uuid.safeParse(value).success;
}
