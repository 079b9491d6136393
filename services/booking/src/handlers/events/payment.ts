import {
  AppError,
  ListingRpc,
  SYSTEM_ACTOR,
  type BookingConsumedEvents,
  type CancellationReason,
  type PaymentFailedEvent,
  type PaymentRefundedEvent,
  type PaymentSucceededEvent,
} from '@arrendo/contracts';
import type { EventHandlers } from '@arrendo/kit';
import { sql, type Transaction } from 'kysely';
import { announceCancelled } from '../../app/announce.js';
import type { BookingDeps } from '../../app/deps.js';
import { assertCalendarTakes, assertListingTakes, resolveBookable } from '../../app/hold-rules.js';
import { activatePaid } from '../../app/lifecycle.js';
import type { DB } from '../../db/types.js';
import { isShowable } from '../../domain/booking-mapper.js';
import { paymentStateOf } from '../../domain/payment-state.js';
import { slotOfRow } from '../../domain/slot.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';

type RetakeDeps = Pick<BookingDeps, 'jobs' | 'logger' | 'client' | 'now'>;

/**
 * The payment service's news (README: "Payments and the booking's status"). Each handler runs
 * in the kit's inbox transaction, so a redelivered event is dropped before it gets here; and
 * every change is a conditional UPDATE on the row locked first, so two different events about
 * one booking (authorised, then captured) cannot both move it.
 */
export function paymentEventHandlers(
  deps: RetakeDeps,
): EventHandlers<typeof BookingConsumedEvents, DB> {
  return {
    paymentSucceeded: (event, trx) => onPaymentSucceeded(deps, event.data, trx),
    paymentFailed: (event, trx) => onPaymentFailed(event.data, trx),
    paymentRefunded: (event, trx) => onPaymentRefunded(deps, event.data, trx),
  };
}

async function locked(trx: Transaction<DB>, bookingId: string): Promise<BookingRow | undefined> {
  const row = await new BookingRepository(trx).findForUpdate(bookingId);
  return row && isShowable(row) ? row : undefined;
}

const isExclusionViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';

/**
 * Why a lapsed hold cannot be taken again now, or null when a new hold of its slot would pass
 * every rule (`app/hold-rules.ts`), asked of the listing as it is now. An unanswered listing
 * service throws: the event comes again later rather than deciding blind.
 */
async function retakeRefusal(
  deps: RetakeDeps,
  trx: Transaction<DB>,
  row: BookingRow,
): Promise<'slot_unavailable' | 'listing_withdrawn' | null> {
  try {
    const property = await deps.client.call(
      ListingRpc.getProperty,
      { id: row.property_id },
      { actor: SYSTEM_ACTOR },
    );
    const slot = slotOfRow(row);
    assertListingTakes(property, row.guest_id, row.guests);
    await resolveBookable(new BookingRepository(trx), slot, property, deps.now());
    await assertCalendarTakes(trx, property, slot);
    return null;
  } catch (error) {
    if (!AppError.isAppError(error) || error.code === 'UNAVAILABLE' || error.code === 'INTERNAL') {
      throw error;
    }
    return error.code === 'NOT_FOUND' ? 'listing_withdrawn' : 'slot_unavailable';
  }
}

async function onPaymentSucceeded(
  deps: RetakeDeps,
  payment: PaymentSucceededEvent,
  trx: Transaction<DB>,
): Promise<void> {
  const row = await locked(trx, payment.bookingId);
  if (!row) {
    deps.logger.warn({ bookingId: payment.bookingId }, 'payment succeeded for an unknown booking');
    return;
  }
  const repo = new BookingRepository(trx);
  const amount = payment.amount.amount;
  switch (row.status) {
    case 'pending':
      await activatePaid(trx, row, payment, ['pending'], deps);
      return;
    case 'expired': {
      // The hold lapsed while the guest paid: take the slot back only if a new hold of it would
      // pass every rule now, and nobody took it meanwhile (the exclusion constraint decides; its
      // refusal must not abort the inbox transaction). Otherwise the money goes back, saying why.
      let refusal: CancellationReason | null = await retakeRefusal(deps, trx, row);
      if (!refusal) {
        await sql`SAVEPOINT retake_slot`.execute(trx);
        try {
          await activatePaid(trx, row, payment, ['expired'], deps);
          await sql`RELEASE SAVEPOINT retake_slot`.execute(trx);
          return;
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
          await sql`ROLLBACK TO SAVEPOINT retake_slot`.execute(trx);
        }
        refusal = 'slot_lost';
      }
      const lost = await repo.transition(row.id, ['expired'], {
        status: 'cancelled',
        close: true,
        payment: {
          state: 'refund_pending',
          provider: payment.provider,
          paymentId: payment.paymentId,
          paid: amount,
        },
        cancellation: { by: 'system', reason: refusal, refundPercent: 100, refund: amount },
      });
      if (lost) {
        await announceCancelled(trx, lost, { by: 'system', reason: refusal, refund: amount });
      }
      return;
    }
    case 'requested':
    case 'confirmed': {
      if (row.payment_id !== payment.paymentId) {
        // The payment service returns a second attempt that took money without announcing it
        // (`duplicateOf`); this is only reached with events from before that rule. Refunding it
        // here would need a CANCELLED, which frees the slot: an operator refunds it.
        deps.logger.error(
          { bookingId: row.id, paymentId: payment.paymentId, kept: row.payment_id },
          'a second payment succeeded for an active booking',
        );
        return;
      }
      // The same payment again: captured now (accepted request), or a replay: nothing else.
      if (payment.captured && row.payment_state === 'authorized') {
        await repo.recordPayment(row.id, { state: 'paid', paid: amount });
      }
      return;
    }
    case 'cancelled':
    case 'declined': {
      if (row.payment_id === payment.paymentId && row.paid_clp > 0) return;
      // Paid after the guest cancelled (or the host declined): the money goes back, all of it.
      const closed = await repo.addLateRefund(row.id, amount, 'refund_pending', payment.paymentId);
      if (closed) {
        await announceCancelled(trx, closed, {
          by: row.cancelled_by ?? 'system',
          reason: row.cancel_reason ?? 'guest_cancelled',
          refund: amount,
        });
      }
      return;
    }
  }
}

/** The guest may try again until the hold lapses: only the provider tried is recorded. */
async function onPaymentFailed(payment: PaymentFailedEvent, trx: Transaction<DB>): Promise<void> {
  const row = await locked(trx, payment.bookingId);
  if (!row || row.status !== 'pending' || row.payment_state !== 'unpaid') return;
  await new BookingRepository(trx).recordPayment(row.id, {
    state: 'unpaid',
    provider: payment.provider,
  });
}

/**
 * `total` is cumulative: the highest seen wins, so order and replays do not matter. Only the
 * booking's own payment counts: a duplicate attempt (another tab, another method) that the
 * payment service returned at once was never this booking's money.
 */
async function onPaymentRefunded(
  deps: Pick<BookingDeps, 'logger'>,
  payment: PaymentRefundedEvent,
  trx: Transaction<DB>,
): Promise<void> {
  if (payment.duplicateOf) return;
  const row = await locked(trx, payment.bookingId);
  if (!row) return;
  if (row.payment_id && row.payment_id !== payment.paymentId) {
    deps.logger.warn(
      { bookingId: row.id, paymentId: payment.paymentId, kept: row.payment_id },
      'refund of a payment that is not the booking’s: left aside',
    );
    return;
  }
  const refunded = Math.max(row.refunded_clp, payment.total.amount);
  await new BookingRepository(trx).recordPayment(row.id, {
    state: paymentStateOf({
      paid: row.paid_clp,
      refunded,
      refundDue: row.refund_clp,
      captured: row.payment_state !== 'authorized',
    }),
    refunded,
  });
}
