import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { paymentStateOf } from '../domain/payment-state.js';
import {
  BookingRepository,
  type BookingRow,
  type Transition,
} from '../repositories/booking.repository.js';
import { announceCancelled } from './announce.js';

/**
 * The one way a guest, a host or an admin cancels an active booking (decision 0050): the row
 * leaves the calendar (`cancelled` frees the exclusion constraint), the refund due is recorded,
 * and `booking.cancelled` carries the refund to payment (which refunds once per event) and the
 * news to notification, all in the caller's transaction. Only from the status the caller read
 * under its lock; a row that moved on meanwhile is a bug upstream, thrown.
 */
export async function cancelActive(
  trx: Transaction<DB>,
  row: BookingRow,
  cancellation: NonNullable<Transition['cancellation']>,
): Promise<BookingRow> {
  const next = await new BookingRepository(trx).transition(row.id, [row.status], {
    status: 'cancelled',
    expiresInHours: null,
    close: true,
    payment: {
      state: paymentStateOf({
        paid: row.paid_clp,
        refunded: row.refunded_clp,
        refundDue: cancellation.refund,
        captured: row.payment_state !== 'authorized',
      }),
    },
    cancellation,
  });
  if (!next) throw new Error(`booking ${row.id} changed while locked`);
  await announceCancelled(trx, next, cancellation);
  return next;
}
