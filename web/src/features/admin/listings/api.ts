import {
  AdminListingResponse,
  AdminListingsResponse,
  type UnlistListingBody,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminListingsSearch } from './search';

const PAGE_SIZE = 25;

/** Every query of the listings' admin pages starts with this (lists and single listings). */
export const ADMIN_LISTINGS_KEY = ['admin', 'listings'] as const;

export function adminListingsQuery(search: AdminListingsSearch) {
  // Only the list's own filters: the address may carry others (the language, `lng`), which the
  // API would refuse.
  const { q, state, type, host } = search;
  const filters = { q, state, type, host };
  return infiniteQueryOptions({
    queryKey: [...ADMIN_LISTINGS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/listings', AdminListingsResponse, {
        query: { ...filters, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function adminListingQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_LISTINGS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      api.get(`/admin/listings/${encodeURIComponent(id)}`, AdminListingResponse, { signal }),
  });
}

export const adminListingApi = {
  unlist: (id: string, body: UnlistListingBody) =>
    api.post(`/admin/listings/${encodeURIComponent(id)}/unlist`, body, AdminListingResponse),
  relist: (id: string) =>
    api.post(`/admin/listings/${encodeURIComponent(id)}/relist`, {}, AdminListingResponse),
};
