import {
  AppError,
  ListingRpc,
  SYSTEM_ACTOR,
  type BookingConsumedEvents,
  type Property,
  type CancellationReason,
  type PaymentFailedEvent,
  type PaymentRefundedEvent,
  type PaymentSucceededEvent,
} from '@arrendo/contracts';
import { eventSteps, type EventHandlers } from '@arrendo/kit';
import { sql, type Transaction } from 'kysely';
import { announceCancelled } from '../../app/announce.js';
import type { BookingDeps } from '../../app/deps.js';
import { assertCalendarTakes, assertListingTakes, resolveBookable } from '../../app/hold-rules.js';
import { activatePaid, scheduleRequestExpiry } from '../../app/lifecycle.js';
import type { DB } from '../../db/types.js';
import { isShowable } from '../../domain/booking-mapper.js';
import { paymentStateOf } from '../../domain/payment-state.js';
import { slotOfRow } from '../../domain/slot.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';

type RetakeDeps = Pick<BookingDeps, 'db' | 'jobs' | 'logger' | 'client' | 'now'>;

/**
 * What `before` learned about a lapsed hold, with no transaction open: the listing as it is now
 * and whether a new hold of the slot would pass the listing's and the window's parts of the
 * rules (`app/hold-rules.ts`). `not_lapsed`: the booking was not expired when looked at.
 */
type Retake =
  | { kind: 'not_lapsed' }
  | { kind: 'refused'; reason: RetakeRefusal }
  | { kind: 'listing'; property: Property };

type RetakeRefusal = 'slot_unavailable' | 'listing_withdrawn';

/**
 * The payment service's news (README: "Payments and the booking's status"). Each handler's
 * write runs in the kit's inbox transaction, so a redelivered event is dropped before it gets
 * here; and every change is a conditional UPDATE on the row locked first, so two different events
 * about one booking (authorised, then captured) cannot both move it. A payment's success asks
 * the listing service (for a lapsed hold's re-take) before that transaction opens, and queues a
 * request's expiry job after it committed: nothing waits on the network with the row locked.
 */
export function paymentEventHandlers(
  deps: RetakeDeps,
): EventHandlers<typeof BookingConsumedEvents, DB> {
  return {
    paymentSucceeded: eventSteps<
      typeof BookingConsumedEvents.paymentSucceeded,
      DB,
      Retake,
      BookingRow | undefined
    >({
      before: (event) => lookBeforeRetake(deps, event.data),
      write: (event, trx, retake) => onPaymentSucceeded(deps, event.data, trx, retake),
      afterCommit: async (_event, activated) => {
        if (activated) await scheduleRequestExpiry(activated, deps);
      },
    }),
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
 * A refusal of the hold rules as the re-take's reason, or the error again when it is not a
 * refusal (an unanswered listing service): the event comes again later rather than deciding
 * blind.
 */
function refusalOf(error: unknown): RetakeRefusal {
  if (!AppError.isAppError(error) || error.code === 'UNAVAILABLE' || error.code === 'INTERNAL') {
    throw error;
  }
  return error.code === 'NOT_FOUND' ? 'listing_withdrawn' : 'slot_unavailable';
}

/**
 * For a payment of a lapsed hold, with no transaction open: asks the listing as it is now and
 * passes the listing's and the window's parts of the hold rules, as a new hold's `before` does.
 * The calendar's part is `write`'s, under the calendar's locks.
 */
async function lookBeforeRetake(deps: RetakeDeps, payment: PaymentSucceededEvent): Promise<Retake> {
  const row = await new BookingRepository(deps.db).find(payment.bookingId);
  if (!row || !isShowable(row) || row.status !== 'expired') return { kind: 'not_lapsed' };
  try {
    const property = await deps.client.call(
      ListingRpc.getProperty,
      { id: row.property_id },
      { actor: SYSTEM_ACTOR },
    );
    assertListingTakes(property, row.guest_id, row.guests);
    await resolveBookable(new BookingRepository(deps.db), slotOfRow(row), property, deps.now());
    return { kind: 'listing', property };
  } catch (error) {
    return { kind: 'refused', reason: refusalOf(error) };
  }
}

/**
 * Why a lapsed hold cannot be taken again now, or null when a new hold of its slot would pass
 * every rule: `before`'s verdict on the listing and the window, then the calendar's part here,
 * in the transaction and under its locks.
 */
async function retakeRefusal(
  trx: Transaction<DB>,
  row: BookingRow,
  retake: Retake,
): Promise<RetakeRefusal | null> {
  if (retake.kind === 'not_lapsed') {
    // It lapsed between the look and the lock: the listing was not asked. Thrown so that the
    // event comes again and `before` asks it this time.
    throw new Error(`booking ${row.id} lapsed while its payment was being handled; retrying`);
  }
  if (retake.kind === 'refused') return retake.reason;
  try {
    await assertCalendarTakes(trx, retake.property, slotOfRow(row));
    return null;
  } catch (error) {
    return refusalOf(error);
  }
}

/** Returns the booking when it became a request (its expiry job is queued after the commit). */
async function onPaymentSucceeded(
  deps: RetakeDeps,
  payment: PaymentSucceededEvent,
  trx: Transaction<DB>,
  retake: Retake,
): Promise<BookingRow | undefined> {
  const row = await locked(trx, payment.bookingId);
  if (!row) {
    deps.logger.warn({ bookingId: payment.bookingId }, 'payment succeeded for an unknown booking');
    return undefined;
  }
  const repo = new BookingRepository(trx);
  const amount = payment.amount.amount;
  switch (row.status) {
    case 'pending':
      return activatePaid(trx, row, payment, ['pending']);
    case 'expired': {
      // The hold lapsed while the guest paid: take the slot back only if a new hold of it would
      // pass every rule now, and nobody took it meanwhile (the exclusion constraint decides; its
      // refusal must not abort the inbox transaction). Otherwise the money goes back, saying why.
      let refusal: CancellationReason | null = await retakeRefusal(trx, row, retake);
      if (!refusal) {
        await sql`SAVEPOINT retake_slot`.execute(trx);
        try {
          const activated = await activatePaid(trx, row, payment, ['expired']);
          await sql`RELEASE SAVEPOINT retake_slot`.execute(trx);
          return activated;
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
      return undefined;
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
        return undefined;
      }
      // The same payment again: captured now (accepted request), or a replay: nothing else.
      if (payment.captured && row.payment_state === 'authorized') {
        await repo.recordPayment(row.id, { state: 'paid', paid: amount });
      }
      return undefined;
    }
    case 'cancelled':
    case 'declined': {
      if (row.payment_id === payment.paymentId && row.paid_clp > 0) return undefined;
      // Paid after the guest cancelled (or the host declined): the money goes back, all of it.
      const closed = await repo.addLateRefund(row.id, amount, 'refund_pending', payment.paymentId);
      if (closed) {
        await announceCancelled(trx, closed, {
          by: row.cancelled_by ?? 'system',
          reason: row.cancel_reason ?? 'guest_cancelled',
          refund: amount,
        });
      }
      return undefined;
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
