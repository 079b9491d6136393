import {
  AdminBookingDetail,
  AdminBookingsResponse,
  AdminBookingTimeline,
  AdminCancellationQuote,
  Booking,
  type AdminCancelBookingBody,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminBookingsSearch } from './search';

const PAGE_SIZE = 25;

/** Every query of the bookings' admin pages starts with this (lists, one booking, its parts). */
export const ADMIN_BOOKINGS_KEY = ['admin', 'bookings'] as const;

const path = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

export function adminBookingsQuery(search: AdminBookingsSearch) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'list', search],
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/bookings', AdminBookingsResponse, {
        query: { ...search, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function adminBookingQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'one', id],
    queryFn: ({ signal }) => api.get(path(id), AdminBookingDetail, { signal }),
  });
}

export function adminBookingTimelineQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'one', id, 'timeline'],
    queryFn: ({ signal }) => api.get(`${path(id)}/timeline`, AdminBookingTimeline, { signal }),
  });
}

/** What each refund choice gives back now; asked when the cancel dialog opens. */
export function adminCancellationQuoteQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'one', id, 'quote'],
    queryFn: ({ signal }) =>
      api.get(`${path(id)}/cancellation`, AdminCancellationQuote, { signal }),
    staleTime: 0,
  });
}

export const adminBookingApi = {
  /** `key`: one per dialog attempt, so a retried click is one cancellation. */
  cancel: (id: string, body: AdminCancelBookingBody, key: string) =>
    api.post(`${path(id)}/cancel`, body, Booking, { headers: { 'Idempotency-Key': key } }),
};
