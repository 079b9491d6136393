import { randomUUID } from 'node:crypto';
import { recordDeadLetter } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { ProviderRefund } from '../providers/provider.js';
import { PaymentRepository, type PaymentRow } from '../repositories/payment.repository.js';
import { RefundRepository, type RefundRow } from '../repositories/refund.repository.js';
import { applyChange } from './apply.js';
import type { PaymentDeps } from './deps.js';
import { OWED_REFUND_LETTER } from './owed-refunds.js';

/**
 * A refund goes in three steps, so that no transaction is open while the provider answers
 * (docs/decisions/0038-one-service-shape.md):
 *
 * 1. `intendRefund`: a short transaction of its own records the refund as `pending`, its amount
 *    and the payment's refunded total afterwards fixed under the payment's lock;
 * 2. `askRefund`: the provider is asked, no transaction open, with the refund's key;
 * 3. `recordRefund`: in the caller's transaction, the answer, the payment's new total, its
 *    ledger entry and its event commit together.
 *
 * A crash (or a failure) after 1 or 2 leaves a pending refund: the retry (a redelivered event,
 * a provider resending its notice) finds it by its key and asks again for the same amount under
 * the same key, which the provider answers with the refund it already made.
 */

/**
 * Records the refund keyed `idempotencyKey` as pending: `atMost`, or whatever the payment still
 * holds less what pending refunds will return, if that is less. Returns the refund recorded under
 * that key before, whatever its status, if there is one; undefined when there is nothing to
 * refund.
 */
export async function intendRefund(
  deps: PaymentDeps,
  paymentId: string,
  idempotencyKey: string,
  atMost: number,
): Promise<RefundRow | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const refunds = new RefundRepository(trx);
    const known = await refunds.byKey(idempotencyKey);
    if (known) return known;
    const row = await new PaymentRepository(trx).lock(paymentId);
    if (!row?.provider_ref) return undefined;
    const pending = await refunds.pendingAmount(paymentId);
    const amount = Math.min(atMost, row.amount - row.refunded_amount - pending);
    if (amount <= 0) return undefined;
    await refunds.insert({
      id: randomUUID(),
      payment_id: row.id,
      amount,
      idempotency_key: idempotencyKey,
      provider_refund_id: null,
      status: 'pending',
      refunded_total: row.refunded_amount + pending + amount,
    });
    return refunds.byKey(idempotencyKey);
  });
}

/** Asks the provider for a pending refund (no transaction open); nothing for an answered one. */
export async function askRefund(
  deps: PaymentDeps,
  refund: RefundRow,
  payment: Pick<PaymentRow, 'provider' | 'provider_ref'>,
): Promise<ProviderRefund | undefined> {
  if (refund.status !== 'pending' || !payment.provider_ref) return undefined;
  return deps.providers.get(payment.provider).refund(payment.provider_ref, {
    amount: refund.amount,
    idempotencyKey: refund.idempotency_key,
  });
}

/**
 * Records the provider's answer to a pending refund in the caller's transaction: the `refunds`
 * row, the payment's new total, its ledger entry and its event. Nothing when it was recorded
 * already (a concurrent duplicate).
 */
export async function recordRefund(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  refundId: string,
  answer: ProviderRefund,
): Promise<void> {
  const refunds = new RefundRepository(trx);
  const pending = await refunds.find(refundId);
  if (!pending) return;
  // The payment first, then the refund: the order `intendRefund` takes them in.
  const row = await new PaymentRepository(trx).lock(pending.payment_id);
  const refund = await refunds.lock(refundId);
  if (!row || refund?.status !== 'pending') return;
  await refunds.complete(refund.id, { status: answer.status, providerRefundId: answer.refundId });
  const amount = refund.amount;
  if (answer.status === 'owed') {
    // No refund API (Payku): the money goes back by hand, from the provider's dashboard. The
    // payment stays as it is (nothing was returned yet) and the owed refund lands on the
    // operators' dead-letter page: a letter that no retry can settle, as a saga's is, so an
    // admin sees it until they resolve it.
    await recordDeadLetter(trx, {
      source: 'saga',
      name: OWED_REFUND_LETTER,
      key: refund.id,
      payload: { paymentId: row.id, bookingId: row.booking_id, provider: row.provider, amount },
      error: `Refund of ${amount} CLP owed: ${row.provider} has no refund API. Return it from its dashboard (transaction ${row.provider_ref}), then press Retry here to record it.`,
      attempts: 1,
    });
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
      // Fixed when the refund was recorded: a notice of this very refund applied meanwhile
      // already brought the payment there, and totals only ever go up.
      total: refund.refunded_total ?? row.refunded_amount + amount,
      refundId: answer.refundId ?? refund.idempotency_key,
    },
    deps.now(),
  );
}

/**
 * Refunds a payment through its provider in the three steps, outside any transaction: the
 * recorded refund, the call, and a short transaction of its own for the answer.
 */
export async function refundPayment(
  deps: PaymentDeps,
  paymentId: string,
  idempotencyKey: string,
  atMost = Number.POSITIVE_INFINITY,
): Promise<void> {
  const refund = await intendRefund(deps, paymentId, idempotencyKey, atMost);
  if (!refund) return;
  const payment = await new PaymentRepository(deps.db).find(paymentId);
  if (!payment) return;
  const answer = await askRefund(deps, refund, payment);
  if (!answer) return;
  await deps.db.transaction().execute((trx) => recordRefund(deps, trx, refund.id, answer));
}
