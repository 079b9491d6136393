import type { Transaction } from 'kysely';
import { PaymentEvents } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { DB } from '../db/types.js';
import { captureEntry, refundEntry } from '../domain/ledger.js';
import { transition, type PaymentChange, type PaymentFacts } from '../domain/state.js';
import { LedgerRepository } from '../repositories/ledger.repository.js';
import { syncHostShare } from './payout-ledger.js';
import { PaymentRepository, type PaymentRow } from '../repositories/payment.repository.js';

export function factsOf(row: PaymentRow): PaymentFacts {
  return {
    amount: row.amount,
    authorizedAt: row.authorized_at,
    capturedAt: row.captured_at,
    failedAt: row.failed_at,
    cancelledAt: row.cancelled_at,
    refundedAmount: row.refunded_amount,
    failureMessage: row.failure_message,
  };
}

/**
 * Applies one change to a payment inside the caller's transaction: the row (locked, so two
 * notifications for one payment apply one after the other), its ledger entries and its events
 * commit together. Returns false when the change was already known (nothing written).
 */
export async function applyChange(
  trx: Transaction<DB>,
  paymentId: string,
  change: PaymentChange,
  now: Date,
): Promise<{ changed: boolean; row: PaymentRow | undefined }> {
  const payments = new PaymentRepository(trx);
  const ledger = new LedgerRepository(trx);
  const row = await payments.lock(paymentId);
  if (!row) return { changed: false, row };
  const before = factsOf(row);
  const next = transition(before, change, now);
  // An attempt called off before it held money changes a fact but announces nothing.
  const closedQuietly = next.facts.cancelledAt !== before.cancelledAt;
  if (next.effects.length === 0 && !closedQuietly) return { changed: false, row };

  const updated = await payments.update(paymentId, {
    status: next.status,
    authorized_at: next.facts.authorizedAt,
    captured_at: next.facts.capturedAt,
    failed_at: next.facts.failedAt,
    cancelled_at: next.facts.cancelledAt,
    refunded_amount: next.facts.refundedAmount,
    failure_message: next.facts.failureMessage,
    updated_at: now,
  });

  const ref = { paymentId: row.id, bookingId: row.booking_id, provider: row.provider };
  const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
  const charged = { amount: row.amount, platformFee: row.platform_fee, vatAmount: row.vat_amount };
  for (const effect of next.effects) {
    switch (effect.type) {
      case 'succeeded':
        // A duplicate attempt is returned, never announced: the booking keeps one payment.
        if (row.duplicate_of) break;
        await enqueueEvent(trx, PaymentEvents.SUCCEEDED, {
          ...ref,
          amount: clp(row.amount),
          captured: effect.captured,
        });
        break;
      case 'failed':
        await enqueueEvent(trx, PaymentEvents.FAILED, { ...ref, message: effect.message });
        break;
      case 'refunded':
        await enqueueEvent(trx, PaymentEvents.REFUNDED, {
          ...ref,
          refundId: effect.refundId,
          amount: clp(effect.amount),
          total: clp(effect.total),
          ...(row.duplicate_of ? { duplicateOf: row.duplicate_of } : {}),
        });
        break;
      case 'ledgerCapture': {
        const entry = captureEntry(charged);
        await ledger.record({
          ref: `capture:${row.id}`,
          payment_id: row.id,
          gross: entry.gross,
          platform_fee: entry.platformFee,
          vat: entry.vat,
          created_at: now,
        });
        break;
      }
      case 'ledgerRefund': {
        const entry = refundEntry(charged, effect.from, effect.to);
        await ledger.record({
          ref: `refund:${row.id}:${effect.to}`,
          payment_id: row.id,
          gross: entry.gross,
          platform_fee: entry.platformFee,
          vat: entry.vat,
          created_at: now,
        });
        break;
      }
    }
  }
  // A refund (or a released authorisation) takes the host's share back in the same commit.
  await syncHostShare(trx, updated, now);
  return { changed: true, row: updated };
}
