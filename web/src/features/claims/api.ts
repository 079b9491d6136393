import { queryOptions } from '@tanstack/react-query';
import {
  BookingClaimResponse,
  ClaimResponse,
  type ClaimMessageBody,
  type OpenClaimBody,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

/**
 * The parties' side of damage claims (decision 0051, contracts `http/claims.ts`): a booking's
 * claim window and claims, one claim with the messages its viewer may read, and what the host and
 * the guest send. Every rule (who, when, how much) is the booking service's; the pages only offer
 * what it says is possible.
 */
export const claimKeys = {
  all: ['claims'] as const,
  detail: (id: string) => ['claims', 'detail', id] as const,
  booking: (bookingId: string) => ['claims', 'booking', bookingId] as const,
};

export function claimQueryOptions(id: string) {
  return queryOptions({
    queryKey: claimKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/claims/${encodeURIComponent(id)}`, ClaimResponse, { signal }),
    retry: false,
  });
}

export function bookingClaimQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: claimKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      api.get(`/bookings/${encodeURIComponent(bookingId)}/claim`, BookingClaimResponse, {
        signal,
      }),
    retry: false,
  });
}

export const claimsApi = {
  open: (body: OpenClaimBody) => api.post('/claims', body, ClaimResponse),
  message: (claimId: string, body: ClaimMessageBody) =>
    api.post(`/claims/${encodeURIComponent(claimId)}/messages`, body, ClaimResponse),
  withdraw: (claimId: string) =>
    api.post(`/claims/${encodeURIComponent(claimId)}/withdraw`, {}, ClaimResponse),
};
