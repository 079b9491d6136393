import type { BookingPaymentState } from '@arrendo/contracts';

export interface MoneyFacts {
  /** Paid or authorised so far (CLP). */
  paid: number;
  /** Refunded so far, as the provider confirmed it. */
  refunded: number;
  /** What the booking's cancellation promised back, if it was cancelled. */
  refundDue: number | null;
  /** Whether the money was captured (false: only authorised). */
  captured: boolean;
}

/**
 * The booking's payment state from its amounts, whatever order the payment events came in:
 * a promised refund not yet confirmed is pending; any refund is partial until it covers what
 * was paid; otherwise paid (or authorised) when something was, else unpaid.
 */
export function paymentStateOf(facts: MoneyFacts): BookingPaymentState {
  const { paid, refunded, refundDue, captured } = facts;
  if (refundDue !== null && refundDue > 0 && refunded < refundDue) return 'refund_pending';
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partially_refunded';
  if (paid > 0) return captured ? 'paid' : 'authorized';
  return 'unpaid';
}
