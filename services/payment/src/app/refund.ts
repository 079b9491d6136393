import { randomUUID } from 'node:crypto';
import { recordDeadLetter } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { PaymentRow } from '../repositories/payment.repository.js';
import { RefundRepository } from '../repositories/refund.repository.js';
import { applyChange } from './apply.js';
import type { PaymentDeps } from './deps.js';
import { OWED_REFUND_LETTER } from './owed-refunds.js';

/**
 * Refunds `amount` of a captured payment through its provider, inside the caller's transaction:
 * the `refunds` row, the payment's new total, its ledger entry and its event commit together.
 * The key makes a call repeated after a crash (or a redelivery) harmless at the provider and
 * here (`refunds.idempotency_key` is unique).
 */
export async function refundPayment(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  row: PaymentRow,
  amount: number,
  idempotencyKey: string,
): Promise<void> {
  if (amount <= 0 || !row.provider_ref) return;
  const result = await deps.providers
    .get(row.provider)
    .refund(row.provider_ref, { amount, idempotencyKey });
  const refundId = randomUUID();
  const stored = await new RefundRepository(trx).insert({
    id: refundId,
    payment_id: row.id,
    amount,
    idempotency_key: idempotencyKey,
    provider_refund_id: result.refundId,
    status: result.status,
  });
  if (result.status === 'owed') {
    // No refund API (Payku): the money goes back by hand, from the provider's dashboard. The
    // payment stays as it is (nothing was returned yet) and the owed refund lands on the
    // operators' dead-letter page: a letter that no retry can settle, as a saga's is, so an
    // admin sees it until they resolve it.
    if (stored) {
      await recordDeadLetter(trx, {
        source: 'saga',
        name: OWED_REFUND_LETTER,
        key: refundId,
        payload: { paymentId: row.id, bookingId: row.booking_id, provider: row.provider, amount },
        error: `Refund of ${amount} CLP owed: ${row.provider} has no refund API. Return it from its dashboard (transaction ${row.provider_ref}), then press Retry here to record it.`,
        attempts: 1,
      });
    }
    deps.logger.error(
      { paymentId: row.id, bookingId: row.booking_id, amount, provider: row.provider },
      'refund owed: the provider has no refund API, return it by hand',
    );
    return;
  }
  await applyChange(
    trx,
    row.id,
    {
      kind: 'refunded',
      total: row.refunded_amount + amount,
      refundId: result.refundId ?? idempotencyKey,
    },
    deps.now(),
  );
}
