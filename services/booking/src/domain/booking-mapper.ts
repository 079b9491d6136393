import type { Booking } from '@arrendo/contracts';
import type { BookingRow } from '../repositories/booking.repository.js';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

/** A row written before the lifecycle migration has no quote: it is never shown (README). */
export function isShowable(row: BookingRow): boolean {
  return row.listing !== null && row.quote !== null;
}

export function toBooking(row: BookingRow): Booking {
  const { listing, quote } = row;
  if (!listing || !quote) throw new Error(`booking ${row.id} has no listing or quote`);
  return { ...toBookingFields(row), listing, quote };
}

/**
 * Every `Booking` field, with `listing` and `quote` as stored (null on rows older than the
 * lifecycle migration): the data export includes those rows too, the app never shows them.
 */
export function toBookingFields(row: BookingRow): Omit<Booking, 'listing' | 'quote'> & {
  listing: Booking['listing'] | null;
  quote: Booking['quote'] | null;
} {
  return {
    id: row.id,
    propertyId: row.property_id,
    guestId: row.guest_id,
    hostId: row.host_id,
    status: row.status,
    kind: row.kind,
    guests: row.guests,
    checkIn: row.check_in,
    checkOut: row.check_out,
    date: row.local_date,
    // Postgres `time` reads back as HH:MM:SS; the contract speaks HH:MM.
    startTime: row.start_time ? row.start_time.slice(0, 5) : null,
    hours: row.hours,
    timeZone: row.time_zone,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    listing: row.listing,
    quote: row.quote,
    payment: {
      state: row.payment_state,
      provider: row.payment_provider,
      paid: clp(row.paid_clp),
      refunded: clp(row.refunded_clp),
    },
    cancellation:
      row.cancelled_by && row.cancel_reason && row.cancelled_at
        ? {
            by: row.cancelled_by,
            reason: row.cancel_reason,
            at: row.cancelled_at.toISOString(),
            refundPercent: row.refund_percent ?? 0,
            refund: clp(row.refund_clp ?? 0),
          }
        : null,
    confirmedAt: row.confirmed_at ? row.confirmed_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
