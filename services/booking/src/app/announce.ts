import { BookingEvents, type CancelledBy, type CancellationReason } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { BookingRow } from '../repositories/booking.repository.js';

/**
 * The lifecycle's events, written through the outbox in the transaction that changed the row:
 * the news and the change commit together or not at all.
 */

const slotOf = (row: BookingRow) => ({
  bookingId: row.id,
  propertyId: row.property_id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

export async function announceConfirmed(
  trx: Transaction<DB>,
  row: BookingRow,
  accepted: boolean,
): Promise<void> {
  await enqueueEvent(trx, BookingEvents.CONFIRMED, {
    ...slotOf(row),
    guestId: row.guest_id,
    hostId: row.host_id,
    kind: row.kind,
    ...(accepted ? { accepted: true } : {}),
  });
}

export async function announceRequested(trx: Transaction<DB>, row: BookingRow): Promise<void> {
  if (!row.expires_at) throw new Error(`request ${row.id} has no expiry`);
  await enqueueEvent(trx, BookingEvents.REQUESTED, {
    ...slotOf(row),
    guestId: row.guest_id,
    hostId: row.host_id,
    expiresAt: row.expires_at.toISOString(),
  });
}

/** `refund`: CLP to give back now (the payment service refunds once per event id). */
export async function announceCancelled(
  trx: Transaction<DB>,
  row: BookingRow,
  cancellation: { by: CancelledBy; reason: CancellationReason; refund: number },
): Promise<void> {
  await enqueueEvent(trx, BookingEvents.CANCELLED, {
    ...slotOf(row),
    by: cancellation.by,
    reason: cancellation.reason,
    guestId: row.guest_id,
    hostId: row.host_id,
    refund: { amount: cancellation.refund, currency: 'CLP' },
  });
}
