import type { PaymentStatus } from '@arrendo/contracts';

/**
 * What a provider (or our own call to it) says happened to a payment. `refunded` carries the
 * total refunded so far, not the step: totals can be applied in any order and twice.
 */
export type PaymentChange =
  | { kind: 'authorized' }
  | { kind: 'captured' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'cancelled' }
  | { kind: 'refunded'; total: number; refundId: string };

/** The facts a payment has accumulated; each is set once and never unset. */
export interface PaymentFacts {
  amount: number;
  authorizedAt: Date | null;
  capturedAt: Date | null;
  failedAt: Date | null;
  cancelledAt: Date | null;
  refundedAmount: number;
  failureMessage: string | null;
}

/** What follows from a change: events to publish and ledger entries to write. */
export type Effect =
  | { type: 'succeeded'; captured: boolean }
  | { type: 'failed'; message: string | null }
  | { type: 'refunded'; amount: number; total: number; refundId: string }
  | { type: 'ledgerCapture' }
  | { type: 'ledgerRefund'; from: number; to: number };

export interface Transition {
  facts: PaymentFacts;
  status: PaymentStatus;
  effects: Effect[];
}

export function statusOf(facts: PaymentFacts): PaymentStatus {
  if (facts.capturedAt) {
    if (facts.refundedAmount >= facts.amount && facts.amount > 0) return 'refunded';
    return facts.refundedAmount > 0 ? 'partially_refunded' : 'succeeded';
  }
  // An attempt that failed and was then called off (a new attempt voids it at the provider)
  // failed, as far as the guest's history goes.
  if (facts.cancelledAt) return facts.failedAt && !facts.authorizedAt ? 'failed' : 'cancelled';
  if (facts.authorizedAt) return 'authorized';
  if (facts.failedAt) return 'failed';
  return 'requires_action';
}

/**
 * Applies a change to the facts. Order does not matter: a failure after a success, or a second
 * success, changes nothing; a refund seen before its capture implies the capture. An empty
 * `effects` means nothing changed (the caller writes nothing and publishes nothing).
 */
export function transition(current: PaymentFacts, change: PaymentChange, now: Date): Transition {
  const facts = { ...current };
  const effects: Effect[] = [];

  const capture = () => {
    if (facts.capturedAt || facts.cancelledAt) return;
    facts.capturedAt = now;
    facts.authorizedAt ??= now;
    effects.push({ type: 'succeeded', captured: true }, { type: 'ledgerCapture' });
  };

  switch (change.kind) {
    case 'authorized':
      if (!facts.authorizedAt && !facts.capturedAt && !facts.cancelledAt) {
        facts.authorizedAt = now;
        effects.push({ type: 'succeeded', captured: false });
      }
      break;
    case 'captured':
      capture();
      break;
    case 'failed':
      if (!facts.authorizedAt && !facts.capturedAt && !facts.cancelledAt && !facts.failedAt) {
        facts.failedAt = now;
        facts.failureMessage = change.message;
        effects.push({ type: 'failed', message: change.message });
      }
      break;
    case 'cancelled':
      if (!facts.capturedAt && !facts.cancelledAt) {
        facts.cancelledAt = now;
        // Released money the guest had reserved is given back in full; an attempt that never
        // reserved anything just ends.
        if (facts.authorizedAt) {
          const amount = facts.amount - facts.refundedAmount;
          facts.refundedAmount = facts.amount;
          effects.push({ type: 'refunded', amount, total: facts.amount, refundId: 'released' });
        }
      }
      break;
    case 'refunded': {
      if (facts.cancelledAt && !facts.capturedAt) break;
      const total = Math.min(change.total, facts.amount);
      if (total <= facts.refundedAmount) break;
      capture();
      const from = facts.refundedAmount;
      facts.refundedAmount = total;
      effects.push(
        { type: 'refunded', amount: total - from, total, refundId: change.refundId },
        { type: 'ledgerRefund', from, to: total },
      );
      break;
    }
  }
  return { facts, status: statusOf(facts), effects };
}
