import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingDetailResponse } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons/close';
import { PathLink } from '@/components/ui/path-link';
import { bookingDetailQueryOptions, bookingKeys } from '@/features/bookings/api';
import { useRequestPaymentSentence } from '@/features/bookings/request-payment';

/** The provider's webhook usually lands within seconds; past a minute the guest is told so. */
export const POLL_INTERVAL_MS = 1500;
export const POLL_LIMIT_MS = 60_000;

type Outcome =
  | 'processing'
  | 'slow'
  | 'confirmed'
  | 'requested'
  | 'failed'
  | 'expired'
  | 'lost'
  | 'unavailable'
  | 'withdrawn'
  | 'ended';

/** A paid booking that could not stand, by why (the guest is refunded in full). */
const REFUSED: Partial<Record<string, Outcome>> = {
  slot_lost: 'lost',
  slot_unavailable: 'unavailable',
  listing_withdrawn: 'withdrawn',
};

function outcomeOf(data: BookingDetailResponse | undefined, timedOut: boolean): Outcome {
  const booking = data?.booking;
  if (!booking || booking.status === 'pending') {
    // The newest attempt failing ends the wait: nothing else will arrive for it.
    if (data?.payments[0]?.status === 'failed') return 'failed';
    return timedOut ? 'slow' : 'processing';
  }
  if (booking.status === 'confirmed') return 'confirmed';
  if (booking.status === 'requested') return 'requested';
  if (booking.status === 'expired') return 'expired';
  return REFUSED[booking.cancellation?.reason ?? ''] ?? 'ended';
}

/**
 * `/bookings?status=success&id=…`: checkout sends the guest here once the provider accepted the
 * payment, but the webhook that moves the booking on may still be travelling, so the booking is
 * polled while it is `pending`, up to a minute.
 */
export function PaymentSuccessBanner({
  bookingId,
  onClose,
  pollMs = POLL_INTERVAL_MS,
  limitMs = POLL_LIMIT_MS,
}: {
  bookingId: string;
  onClose(): void;
  pollMs?: number;
  limitMs?: number;
}) {
  const { t } = useTranslation('trips');
  const requestPayment = useRequestPaymentSentence();
  const client = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [limitMs]);

  const query = useQuery({
    ...bookingDetailQueryOptions(bookingId),
    refetchInterval: (q) => (outcomeOf(q.state.data, timedOut) === 'processing' ? pollMs : false),
  });
  const outcome: Outcome = query.isError && timedOut ? 'slow' : outcomeOf(query.data, timedOut);
  const title = query.data?.booking.listing.title ?? '';

  // Once the booking moved on, the trip lists (fetched while it was pending) are stale.
  useEffect(() => {
    if (outcome !== 'processing' && outcome !== 'slow')
      void client.invalidateQueries({ queryKey: [...bookingKeys.all, 'guest'] });
  }, [outcome, client]);

  const good = outcome === 'confirmed' || outcome === 'requested';
  const bad =
    outcome === 'failed' ||
    outcome === 'expired' ||
    outcome === 'lost' ||
    outcome === 'unavailable' ||
    outcome === 'withdrawn';
  const failure = query.data?.payments[0]?.failureMessage;

  return (
    <section
      role="status"
      aria-live="polite"
      data-testid="payment-banner"
      data-outcome={outcome}
      className={cn(
        'mb-8 flex items-start gap-3 rounded-xl border p-4',
        good
          ? 'border-green-300 bg-green-50'
          : bad
            ? 'border-red-300 bg-red-50'
            : 'border-neutral-200 bg-neutral-50',
      )}
    >
      {outcome === 'processing' ? (
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-neutral-400 border-t-transparent"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(`success.${outcome}.title`)}</p>
        <p className="mt-1 text-sm text-neutral-700">
          {t(`success.${outcome}.body`, { title })}
          {outcome === 'requested' && query.data
            ? ` ${requestPayment(query.data.booking.payment.state)}`
            : null}
        </p>
        {outcome === 'failed' && failure ? (
          <p className="mt-1 text-sm text-neutral-700">{failure}</p>
        ) : null}
        <p className="mt-2 text-sm">
          {outcome === 'failed' ? (
            <PathLink href={`/checkout/${bookingId}`} className="font-semibold underline">
              {t('success.tryAgain')}
            </PathLink>
          ) : (
            <Link to="/bookings/$id" params={{ id: bookingId }} className="font-semibold underline">
              {t('success.viewBooking')}
            </Link>
          )}
        </p>
      </div>
      <button
        type="button"
        aria-label={t('success.close')}
        onClick={onClose}
        className="rounded-full p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <CloseIcon className="size-4" />
      </button>
    </section>
  );
}
