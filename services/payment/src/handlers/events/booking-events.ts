import type {
  BookingCancelledEvent,
  BookingConfirmedEvent,
  EventEnvelope,
} from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import { applyChange } from '../../app/apply.js';
import { refundPayment } from '../../app/refund.js';
import type { PaymentDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { PaymentRepository, type PaymentRow } from '../../repositories/payment.repository.js';

const moneyHolding = (trx: Transaction<DB>, bookingId: string) =>
  new PaymentRepository(trx).lockMoneyHolding(bookingId);

/**
 * Provider calls happen inside the event's inbox transaction: if the provider is down the
 * handler throws, nothing is recorded, and the kit redelivers the event later (dead letter
 * after EVENT_MAX_DELIVER). Every call carries a key derived from the event id, so a call the
 * provider did complete before a crash is not repeated on redelivery.
 */
async function capture(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  row: PaymentRow,
  eventId: string,
): Promise<void> {
  if (row.captured_at || row.cancelled_at || !row.provider_ref) return;
  await deps.providers.get(row.provider).capture(row.provider_ref, {
    idempotencyKey: `capture-${eventId}`,
  });
  await applyChange(trx, row.id, { kind: 'captured' }, deps.now());
}

/** Host accepted a request: the authorised money is captured. */
export function handleBookingConfirmed(deps: PaymentDeps) {
  return async (event: EventEnvelope<BookingConfirmedEvent>, trx: Transaction<DB>) => {
    if (event.data.accepted !== true) return;
    const row = await moneyHolding(trx, event.data.bookingId);
    if (!row) {
      deps.logger.warn(
        { bookingId: event.data.bookingId },
        'accepted booking has no authorised payment',
      );
      return;
    }
    await capture(deps, trx, row, event.id);
  };
}

/**
 * Cancelled with a refund: the succeeded payment is refunded that much; an authorisation is
 * released when the whole amount goes back, or captured and then partly refunded.
 */
export function handleBookingCancelled(deps: PaymentDeps) {
  return async (event: EventEnvelope<BookingCancelledEvent>, trx: Transaction<DB>) => {
    const refund = event.data.refund?.amount ?? 0;
    if (refund <= 0) return;
    let row = await moneyHolding(trx, event.data.bookingId);
    if (!row || !row.provider_ref) {
      deps.logger.warn(
        { bookingId: event.data.bookingId },
        'refund asked for a booking with no payment',
      );
      return;
    }
    const provider = deps.providers.get(row.provider);
    if (!row.captured_at) {
      if (row.cancelled_at) return;
      if (refund >= row.amount - row.refunded_amount) {
        await provider.cancel(row.provider_ref, { idempotencyKey: `cancel-${event.id}` });
        await applyChange(trx, row.id, { kind: 'cancelled' }, deps.now());
        return;
      }
      await capture(deps, trx, row, event.id);
      row = (await moneyHolding(trx, event.data.bookingId)) ?? row;
    }
    const amount = Math.min(refund, row.amount - row.refunded_amount);
    await refundPayment(deps, trx, row, amount, `refund-${event.id}`);
  };
}
