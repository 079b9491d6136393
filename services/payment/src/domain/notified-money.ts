import type { PaymentChange } from './state.js';

/**
 * Every payment is charged in CLP (decision 0013): the currency it was created in, and the one a
 * provider must name when it says money moved.
 */
export const PAYMENT_CURRENCY = 'CLP';

/** What a verified notification claims about money, as its adapter normalised it. */
export interface NotifiedMoney {
  change: PaymentChange | null;
  /**
   * Authorised or captured: the amount the provider holds or took. Refunded: the amount of the
   * charge being refunded, when the provider says it (the refunded total is in `change`).
   */
  amount: number | null;
  /** ISO 4217, upper case; null when the notification does not say. */
  currency: string | null;
}

export interface MoneyMismatch {
  field: 'amount' | 'currency';
  expected: { amount: number; currency: string };
  reported: { amount: number | null; currency: string | null };
  reason: string;
}

/**
 * Whether a notification of money agrees with the payment it names. Authorised and captured
 * must carry exactly the payment's amount; a refund may not exceed it (its running total) and
 * the charge it refunds, when named, must be the payment's. All three must be in the payment's
 * currency. A notification that omits the amount or the currency is not believed: nothing about
 * money is applied on a provider's silence. Notifications that move no money (failed,
 * cancelled, unknown types) pass.
 */
export function moneyMismatch(
  payment: { amount: number; currency: string },
  notice: NotifiedMoney,
): MoneyMismatch | null {
  const change = notice.change;
  if (
    !change ||
    (change.kind !== 'authorized' && change.kind !== 'captured' && change.kind !== 'refunded')
  ) {
    return null;
  }
  const expected = { amount: payment.amount, currency: payment.currency };
  const reportedAmount = change.kind === 'refunded' ? change.total : notice.amount;
  const reported = { amount: reportedAmount, currency: notice.currency };
  const mismatch = (field: MoneyMismatch['field'], reason: string): MoneyMismatch => ({
    field,
    expected,
    reported,
    reason,
  });

  if (change.kind === 'refunded') {
    if (!Number.isSafeInteger(change.total) || change.total < 0) {
      return mismatch('amount', 'refunded total is not a whole, non-negative amount');
    }
    if (change.total > payment.amount) {
      return mismatch('amount', 'refunded total is more than was paid');
    }
    if (notice.amount !== null && notice.amount !== payment.amount) {
      return mismatch('amount', 'the refunded charge is not of the payment’s amount');
    }
  } else if (notice.amount === null) {
    return mismatch('amount', 'the notification does not say the amount');
  } else if (notice.amount !== payment.amount) {
    return mismatch('amount', 'the notified amount differs from the payment’s');
  }
  if (notice.currency === null) {
    return mismatch('currency', 'the notification does not say the currency');
  }
  if (notice.currency !== payment.currency) {
    return mismatch('currency', 'the notified currency differs from the payment’s');
  }
  return null;
}
