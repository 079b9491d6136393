import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@arrendo/contracts/web';
import { useBookingFormat } from '@/features/bookings/format';
import { StatusBadge } from './status-badge';

interface BookingCardProps {
  booking: Booking;
  viewer: 'guest' | 'host';
  /** Lines under the dates (the host's guest and time left), actions at the bottom. */
  details?: ReactNode;
  actions?: ReactNode;
}

/**
 * One booking in a list: cover, title (the link to its detail), when, guests, status, and the
 * money each side cares about: the guest's total, or what the host earns (the base: decisions.md,
 * "A booking, as each side sees it"), in the booking's currency with its decimals.
 */
export function BookingCard({ booking, viewer, details, actions }: BookingCardProps) {
  const { t } = useTranslation('trips');
  const fmt = useBookingFormat();
  return (
    <article
      data-testid="booking-card"
      className="flex gap-4 rounded-xl border border-neutral-200 p-3 sm:p-4"
    >
      <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-neutral-200 sm:size-28">
        {booking.listing.coverUrl ? (
          <img
            src={booking.listing.coverUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 font-semibold">
            <Link
              to="/bookings/$id"
              params={{ id: booking.id }}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {booking.listing.title}
            </Link>
          </h2>
          <StatusBadge status={booking.status} viewer={viewer} />
        </div>
        <p className="truncate text-sm text-muted">{booking.listing.location}</p>
        <p className="mt-1 text-sm">{fmt.when(booking)}</p>
        <p className="text-sm text-muted" data-testid="booking-amount">
          {t('card.guests', { count: booking.guests })} ·{' '}
          {viewer === 'host'
            ? t('card.earns', { amount: fmt.clp(booking.quote.base) })
            : t('card.total', { amount: fmt.clp(booking.quote.total) })}
        </p>
        {details}
        {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
