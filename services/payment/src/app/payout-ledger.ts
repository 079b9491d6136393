import { randomUUID } from 'node:crypto';
import type { BookingConfirmedEvent } from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { hostShare, releaseAt } from '../domain/payouts.js';
import { PaymentRepository, type PaymentRow } from '../repositories/payment.repository.js';
import { PayoutLedgerRepository } from '../repositories/payout-ledger.repository.js';

/**
 * The host's side of a booking's money (decision 0041): a confirmed booking owes its host the
 * base it was charged for; every refund takes back its share. Both are written in the
 * transaction that changed the payment or took the event, keyed so that a replay writes nothing.
 */

/** Paid for and confirmed: the booking's base is owed, released after check-in or the session. */
export async function recordEarning(
  trx: Transaction<DB>,
  event: BookingConfirmedEvent,
  now: Date,
): Promise<void> {
  const payment = await new PaymentRepository(trx).moneyHolding(event.bookingId);
  // Charged before decision 0041 straight to a connected account: Stripe paid the host already.
  if (!payment?.captured_at || payment.destination_account) return;
  const startsAt = new Date(event.startsAt);
  const endsAt = new Date(event.endsAt);
  await new PayoutLedgerRepository(trx).insertLine({
    id: randomUUID(),
    ref: `booking:${event.bookingId}`,
    host_id: payment.host_id,
    kind: 'booking',
    booking_id: event.bookingId,
    payment_id: payment.id,
    property_id: event.propertyId,
    starts_at: startsAt,
    ends_at: endsAt,
    amount: payment.base_amount,
    release_at: releaseAt(event.kind, startsAt, endsAt),
    note: null,
    created_by: null,
  });
  await syncHostShare(trx, payment, now);
}

/**
 * Brings the booking's lines to what the host keeps after the payment's refunds: the difference
 * is a `refund` line keyed by the payment's refunded total, counted at once (a refund after the
 * host was paid comes off the next payout). Nothing for a payment that owes its host nothing yet.
 */
export async function syncHostShare(
  trx: Transaction<DB>,
  payment: PaymentRow,
  now: Date,
): Promise<void> {
  if (payment.duplicate_of) return;
  const ledger = new PayoutLedgerRepository(trx);
  const lines = await ledger.bookingLines(payment.booking_id);
  const earning = lines.find((l) => l.kind === 'booking' && l.payment_id === payment.id);
  if (!earning) return;
  const owed = hostShare({
    amount: payment.amount,
    baseAmount: payment.base_amount,
    refundedAmount: payment.refunded_amount,
    cancelled: payment.cancelled_at !== null,
  });
  const counted = lines.reduce((sum, l) => sum + l.amount, 0);
  const delta = owed - counted;
  // Refunds only grow, so the share only falls: a rise would be a bug upstream, not a payout.
  if (delta >= 0) return;
  await ledger.insertLine({
    id: randomUUID(),
    ref: `refund:${payment.id}:${payment.refunded_amount}:${payment.cancelled_at ? 'void' : 'kept'}`,
    host_id: earning.host_id,
    kind: 'refund',
    booking_id: earning.booking_id,
    payment_id: payment.id,
    property_id: earning.property_id,
    starts_at: earning.starts_at,
    ends_at: earning.ends_at,
    amount: delta,
    release_at: now,
    note: null,
    created_by: null,
  });
}
