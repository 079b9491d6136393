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
 * is recorded (capture, ledger), never announced as succeeded, and returned at once through its
 * provider with a key of its own: refunded in full if charged, released if only authorised.
 * The `payment.refunded` it then publishes names the attempt it duplicates, so the booking,
 * which only ever heard of that one, leaves it aside. If the provider refuses the return, the
 * whole change rolls back and the notification is refused (503): the provider sends it again.
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
  const { row: after } = await applyChange(trx, paymentId, change, deps.now());
  if (after?.duplicate_of) await returnDuplicate(deps, trx, after);
}

/** Gives back whatever a duplicate attempt still holds; nothing when it is all back already. */
async function returnDuplicate(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  row: PaymentRow,
): Promise<void> {
  if (!row.provider_ref) return;
  const key = `duplicate-${row.id}`;
  if (row.captured_at) {
    await refundPayment(deps, trx, row, row.amount - row.refunded_amount, key);
    return;
  }
  if (row.authorized_at && !row.cancelled_at) {
    await deps.providers.get(row.provider).cancel(row.provider_ref, { idempotencyKey: key });
    await applyChange(trx, row.id, { kind: 'cancelled' }, deps.now());
  }
}

/**
 * Calls off the booking's other attempts that hold no money yet, where the provider can void
 * them (a Stripe PaymentIntent left open or failed can still be paid with its client secret; a
 * dev page can still be answered). Best effort: an attempt the provider will not cancel (Payku,
 * a PaymentIntent that just succeeded, a dev page already answered) stays open, and
 * if it takes money later `applyProviderChange` returns it as a duplicate.
 */
export async function supersedeOpenAttempts(
  deps: PaymentDeps,
  bookingId: string,
  keepId: string,
): Promise<void> {
  const open = await new PaymentRepository(deps.db).openAttemptsBesides(bookingId, keepId);
  for (const candidate of open) {
    const provider = deps.providers.get(candidate.provider);
    if (!provider.voidsOpenAttempts) continue;
    try {
      await deps.db.transaction().execute(async (trx) => {
        await lockBookingPayments(trx, bookingId);
        const row = await new PaymentRepository(trx).lock(candidate.id);
        // Re-read under the locks: a notification or a dev answer may have come in meanwhile.
        if (!row || holdsMoney(row) || row.cancelled_at || !row.provider_ref) return;
        // A dev page already answered: its notification (success or failure) is on its way.
        if (row.provider === 'dev' && row.dev_outcome !== null) return;
        await provider.cancel(row.provider_ref, { idempotencyKey: `supersede-${row.id}` });
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
