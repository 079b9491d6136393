import { queryOptions } from '@tanstack/react-query';
import { StripePaymentIntentResponse } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

/**
 * The card payment's Stripe intent (spec §7, `POST /api/stripe/payment-intent`). A query, not a
 * mutation: the payment service hands back the open attempt when asked again, so a remount or a
 * method switch back to card reuses it instead of starting a second charge.
 */
export function stripeIntentQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['payments', 'stripe-intent', bookingId] as const,
    queryFn: ({ signal }) =>
      api.post('/stripe/payment-intent', { booking_id: bookingId }, StripePaymentIntentResponse, {
        signal,
      }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * A provider page to send the browser to. Payku's is another site, the dev provider's ours; a
 * `javascript:` or other non-web URL is refused rather than followed.
 */
export function providerRedirect(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where a paid booking goes (spec §4): the trips page's success state. */
export function successPath(bookingId: string): string {
  return `/bookings?status=success&id=${encodeURIComponent(bookingId)}`;
}
