import {
  type BookingStatus,
  type CancellationReason,
  type CancelledBy,
  type PaymentSucceededEvent,
} from '@arrendo/contracts';
import type { JobEnqueuer, Logger } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { paymentStateOf } from '../domain/payment-state.js';
import { ExpireRequest, expireRequestJobId } from '../jobs/expire-request.js';
import { BookingRepository, type BookingRow } from '../repositories/booking.repository.js';
import { announceCancelled, announceConfirmed, announceRequested } from './announce.js';
import { requestExpiryHoursNow } from './settings.js';

/**
 * A paid hold moves on: an instant-book listing (as booked: the snapshot) confirms, any other
 * asks its host, who has the admin's request expiry (`REQUEST_RESPONSE_HOURS` until one is set)
 * to answer. Only from `from` (a conditional UPDATE); undefined when the row had moved on. A request's expiry job is the caller's to queue
 * once this committed (`scheduleRequestExpiry`): Redis is not waited on inside a transaction.
 */
export async function activatePaid(
  trx: Transaction<DB>,
  row: BookingRow,
  payment: PaymentSucceededEvent,
  from: readonly ('pending' | 'expired')[],
): Promise<BookingRow | undefined> {
  const repo = new BookingRepository(trx);
  const paid = payment.amount.amount;
  const money = {
    state: paymentStateOf({
      paid,
      refunded: row.refunded_clp,
      refundDue: null,
      captured: payment.captured,
    }),
    provider: payment.provider,
    paymentId: payment.paymentId,
    paid,
  };
  if (row.listing?.instantBook) {
    const next = await repo.transition(row.id, from, {
      status: 'confirmed',
      expiresInHours: null,
      confirm: true,
      request: true,
      payment: money,
    });
    if (next) await announceConfirmed(trx, next, false);
    return next;
  }
  const next = await repo.transition(row.id, from, {
    status: 'requested',
    // The admin's setting as it is now, read in this transaction (`/admin/settings`).
    expiresInHours: await requestExpiryHoursNow(trx),
    request: true,
    payment: money,
  });
  if (!next) return undefined;
  await announceRequested(trx, next);
  return next;
}

/** Queues the expiry of a request (best effort: the request sweep declines it all the same). */
export async function scheduleRequestExpiry(
  row: BookingRow,
  { jobs, logger }: { jobs: JobEnqueuer; logger: Logger },
): Promise<void> {
  if (row.status !== 'requested' || !row.expires_at) return;
  try {
    await jobs.enqueue(
      ExpireRequest,
      { bookingId: row.id },
      {
        id: expireRequestJobId(row.id),
        delayMs: Math.max(0, row.expires_at.getTime() - Date.now()),
      },
    );
  } catch (error) {
    // The request sweep declines it within a period all the same.
    logger.warn({ err: error, bookingId: row.id }, 'request expiry job not queued');
  }
}

/**
 * Closes a request without a stay — declined by the host, or expired unanswered — refunding
 * everything that was paid. Only from `requested`.
 */
export async function closeRequest(
  trx: Transaction<DB>,
  row: BookingRow,
  by: CancelledBy,
  reason: CancellationReason,
): Promise<BookingRow | undefined> {
  return closeWithFullRefund(trx, row, { from: ['requested'], status: 'declined', by, reason });
}

/**
 * Closes a booking (only while it is in `from`) as `status`, everything paid going back, and
 * announces it in the same transaction; undefined when the row had moved on.
 */
async function closeWithFullRefund(
  trx: Transaction<DB>,
  row: BookingRow,
  close: {
    from: readonly BookingStatus[];
    status: 'declined' | 'cancelled';
    by: CancelledBy;
    reason: CancellationReason;
  },
): Promise<BookingRow | undefined> {
  const { by, reason } = close;
  const refund = row.paid_clp;
  const next = await new BookingRepository(trx).transition(row.id, close.from, {
    status: close.status,
    expiresInHours: null,
    close: true,
    payment: {
      state: paymentStateOf({
        paid: row.paid_clp,
        refunded: row.refunded_clp,
        refundDue: refund,
        captured: row.payment_state !== 'authorized',
      }),
    },
    cancellation: { by, reason, refundPercent: 100, refund },
  });
  if (next) await announceCancelled(trx, next, { by, reason, refund });
  return next;
}

/** Declines requests past their time to answer, in the caller's transaction. */
export async function expireRequests(
  trx: Transaction<DB>,
  scope: { bookingId: string } | { limit: number },
): Promise<BookingRow[]> {
  const lapsed = await new BookingRepository(trx).lapsedRequests(scope);
  const declined: BookingRow[] = [];
  for (const row of lapsed) {
    const next = await closeRequest(trx, row, 'system', 'request_expired');
    if (next) declined.push(next);
  }
  return declined;
}

/**
 * Ends a booking that is not yet a stay — a hold or a request — because its listing leaves the
 * market (`host`: listing_withdrawn) or its guest's account does (`guest`: guest_cancelled),
 * giving back everything paid. A host's request is declined, a guest's withdrawn. A payment that
 * lands after this is given back too (`handlers/events/payment.ts`, cancelled rows).
 */
export async function withdrawOpen(
  trx: Transaction<DB>,
  row: BookingRow,
  side: 'host' | 'guest',
): Promise<BookingRow | undefined> {
  const reason: CancellationReason = side === 'host' ? 'listing_withdrawn' : 'guest_cancelled';
  if (row.status === 'requested' && side === 'host') return closeRequest(trx, row, side, reason);
  return closeWithFullRefund(trx, row, {
    from: ['pending', 'requested'],
    status: 'cancelled',
    by: side,
    reason,
  });
}
