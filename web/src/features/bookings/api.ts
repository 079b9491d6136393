import { queryOptions } from '@tanstack/react-query';
import {
  Booking,
  BookingDetailResponse,
  BookingListResponse,
  CancellationPreview,
  PaymentConfig,
  PaymentIntent,
  PaymentPage,
  Quote,
  type CancelBookingBody,
  type CreateBookingBody,
  type CreatePaymentBody,
  type GuestBookingTab,
  type HostBookingTab,
  type QuoteParams,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

/**
 * The booking and payment API the property page, checkout, trips and host pages share
 * (contracts `http/bookings.ts`, `http/payments.ts`, `http/pricing.ts`).
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
  guest: (tab: GuestBookingTab) => ['bookings', 'guest', tab] as const,
  host: (tab: HostBookingTab, propertyId?: string) =>
    ['bookings', 'host', tab, propertyId ?? null] as const,
  cancellation: (id: string) => ['bookings', 'detail', id, 'cancellation'] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  mine: ['payments', 'mine'] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
};

export function quoteQueryOptions(propertyId: string, query: QuoteParams | null) {
  return queryOptions({
    queryKey: ['quote', propertyId, query] as const,
    queryFn: ({ signal }) =>
      api.get(`/properties/${encodeURIComponent(propertyId)}/quote`, Quote, {
        query: { ...(query ?? {}) },
        signal,
      }),
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
}

export function bookingDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/bookings/${encodeURIComponent(id)}`, BookingDetailResponse, { signal }),
    retry: false,
  });
}

export function guestBookingsQueryOptions(tab: GuestBookingTab, cursor?: string) {
  return queryOptions({
    queryKey: [...bookingKeys.guest(tab), cursor ?? null] as const,
    queryFn: ({ signal }) =>
      api.get('/bookings', BookingListResponse, { query: { tab, cursor }, signal }),
  });
}

export function hostBookingsQueryOptions(
  tab: HostBookingTab,
  propertyId?: string,
  cursor?: string,
) {
  return queryOptions({
    queryKey: [...bookingKeys.host(tab, propertyId), cursor ?? null] as const,
    queryFn: ({ signal }) =>
      api.get('/host/bookings', BookingListResponse, {
        query: { tab, propertyId, cursor },
        signal,
      }),
  });
}

export function cancellationPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.cancellation(id),
    queryFn: ({ signal }) =>
      api.get(`/bookings/${encodeURIComponent(id)}/cancellation`, CancellationPreview, { signal }),
    retry: false,
    staleTime: 0,
  });
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => api.get('/payments/config', PaymentConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function myPaymentsQueryOptions(cursor?: string) {
  return queryOptions({
    queryKey: [...paymentKeys.mine, cursor ?? null] as const,
    queryFn: ({ signal }) => api.get('/payments', PaymentPage, { query: { cursor }, signal }),
  });
}

/**
 * Holds the slot. `idempotencyKey` is one per attempt: a retry of the same attempt (a lost
 * answer) sends the same key, so the server answers it instead of holding twice.
 */
export const createBooking = (body: CreateBookingBody, options: { idempotencyKey?: string } = {}) =>
  api.post('/bookings', body, Booking, {
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
  });

export const cancelBooking = (id: string, body: CancelBookingBody) =>
  api.post(`/bookings/${encodeURIComponent(id)}/cancel`, body, Booking);

export const acceptBooking = (id: string) =>
  api.post(`/bookings/${encodeURIComponent(id)}/accept`, {}, Booking);

export const declineBooking = (id: string) =>
  api.post(`/bookings/${encodeURIComponent(id)}/decline`, {}, Booking);

export const createPayment = (body: CreatePaymentBody) =>
  api.post('/payments', body, PaymentIntent);
