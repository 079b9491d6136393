import { advisoryXactLock } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { PaymentChange } from '../domain/state.js';
import { PaymentRepository, type PaymentRow } from '../repositories/payment.repository.js';
import { applyChange } from './apply.js';
import type { PaymentDeps } from './deps.js';
import { refundPayment } from './refund.js';

/**
 * Every change to which attempts of a booking hold money happens under this lock: creating an
 * attempt, calling older ones off, and applying a provider's notification. Two notifications for
 * two attempts of one booking therefore apply one after the other, and the second sees the first.
 * Take it before any payment row lock (the order every path here follows).
 */
export async function lockBookingPayments(trx: Transaction<DB>, bookingId: string): Promise<void> {
  await advisoryXactLock(trx, `payment.booking:${bookingId}`);
}

const holdsMoney = (row: Pick<PaymentRow, 'authorized_at' | 'captured_at'>) =>
  row.authorized_at !== null || row.captured_at !== null;

/**
 * Applies a provider's change to one attempt (caller holds `lockBookingPayments`). When the
 * attempt takes money while another attempt of the same booking already did (two tabs, two
 * providers, a cancel that lost the race against the guest's click), it becomes a duplicate: it
 * is recorded (capture, ledger), never announced as succeeded, and marked to be returned: the
 * caller runs `returnDuplicate` once its transaction committed (the provider is not asked with
 * a transaction open). The `payment.refunded` the return publishes names the attempt it
 * duplicates, so the booking, which only ever heard of that one, leaves it aside.
 */
export async function applyProviderChange(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  paymentId: string,
  change: PaymentChange,
): Promise<void> {
  const payments = new PaymentRepository(trx);
  const row = await payments.lock(paymentId);
  if (!row) return;
  const takesMoney =
    !holdsMoney(row) &&
    (change.kind === 'authorized' || change.kind === 'captured' || change.kind === 'refunded');
  if (takesMoney && !row.duplicate_of && !row.cancelled_at) {
    const kept = await payments.keptAttempt(row);
    if (kept) {
      await payments.markDuplicate(row.id, kept.id);
      deps.logger.warn(
        { bookingId: row.booking_id, paymentId: row.id, kept: kept.id },
        'a second attempt took money for a paid booking: returning it',
      );
    }
  }
  await applyChange(trx, paymentId, change, deps.now());
}

/**
 * Gives back whatever a duplicate attempt still holds, with no transaction open: refunded in
 * full if charged, released if only authorised, through its provider with a key of its own
 * (`duplicate-<payment>`), each answer recorded in a short transaction of its own. Nothing for
 * an attempt that is not a duplicate or holds nothing any more, so it is safe to run after every
 * notice of the attempt: a return that failed (the provider down, a crash before it was
 * recorded) is made by the provider's next notice, which it resends until it is answered.
 */
export async function returnDuplicate(deps: PaymentDeps, paymentId: string): Promise<void> {
  const row = await new PaymentRepository(deps.db).find(paymentId);
  if (!row?.duplicate_of || !row.provider_ref) return;
  const key = `duplicate-${row.id}`;
  if (row.captured_at) {
    await refundPayment(deps, row.id, key);
    return;
  }
  if (row.authorized_at && !row.cancelled_at) {
    await deps.providers.get(row.provider).cancel(row.provider_ref, { idempotencyKey: key });
    await deps.db
      .transaction()
      .execute((trx) => applyChange(trx, row.id, { kind: 'cancelled' }, deps.now()));
  }
}

/**
 * Calls off the booking's other attempts that hold no money yet, where the provider can void
 * them (a Stripe PaymentIntent left open or failed can still be paid with its client secret; a
 * dev page can still be answered). Best effort: an attempt the provider will not cancel (Payku,
 * a PaymentIntent that just succeeded, a dev page already answered) stays open, and
 * if it takes money later `applyProviderChange` marks it a duplicate and it is returned. The
 * provider is asked with no transaction open; the attempt is then closed in a short transaction,
 * re-read under the locks (a notification or a dev answer may have come in meanwhile). A
 * PaymentIntent cancelled at Stripe but not recorded here (a crash between the two) is recorded
 * by Stripe's `payment_intent.canceled` notice.
 */
export async function supersedeOpenAttempts(
  deps: PaymentDeps,
  bookingId: string,
  keepId: string,
): Promise<void> {
  const open = await new PaymentRepository(deps.db).openAttemptsBesides(bookingId, keepId);
  for (const candidate of open) {
    const provider = deps.providers.get(candidate.provider);
    if (!provider.voidsOpenAttempts || !candidate.provider_ref) continue;
    // A dev page already answered: its notification (success or failure) is on its way.
    if (candidate.provider === 'dev' && candidate.dev_outcome !== null) continue;
    try {
      await provider.cancel(candidate.provider_ref, {
        idempotencyKey: `supersede-${candidate.id}`,
      });
      await deps.db.transaction().execute(async (trx) => {
        await lockBookingPayments(trx, bookingId);
        const row = await new PaymentRepository(trx).lock(candidate.id);
        if (!row || holdsMoney(row) || row.cancelled_at) return;
        // Decided here, under the lock, for dev: `answerDev` refuses an attempt called off.
        if (row.provider === 'dev' && row.dev_outcome !== null) return;
        await applyChange(trx, row.id, { kind: 'cancelled' }, deps.now());
      });
    } catch (error) {
      deps.logger.warn(
        { err: error, bookingId, paymentId: candidate.id },
        'an older attempt could not be called off; it is returned if it is ever paid',
      );
    }
  }
}
