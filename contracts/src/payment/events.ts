import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { Uuid } from '../common/ids.js';
import { ClpAmount } from '../pricing/model.js';
import { PaymentProvider } from './model.js';
import { PayoutMethod } from './payouts.js';

const PaymentRef = { paymentId: Uuid, bookingId: Uuid, provider: PaymentProvider };

/**
 * The guest's money is secured: `captured` false means authorised only (a request-to-book on a
 * provider that captures later), true means charged. Published once per payment and state.
 */
export const PaymentSucceededEvent = z.object({
  ...PaymentRef,
  amount: ClpAmount,
  captured: z.boolean(),
});
export type PaymentSucceededEvent = z.infer<typeof PaymentSucceededEvent>;

export const PaymentFailedEvent = z.object({ ...PaymentRef, message: z.string().nullable() });
export type PaymentFailedEvent = z.infer<typeof PaymentFailedEvent>;

/**
 * A refund (or a released authorisation) the provider confirmed; `total` refunded so far.
 * `duplicateOf`: this payment was a second attempt that took money for a booking already paid
 * by that payment; it is returned in full at once and was never announced as succeeded, so the
 * booking's own payment and refunds are not concerned.
 */
export const PaymentRefundedEvent = z.object({
  ...PaymentRef,
  refundId: z.string(),
  amount: ClpAmount,
  total: ClpAmount,
  duplicateOf: Uuid.optional(),
});
export type PaymentRefundedEvent = z.infer<typeof PaymentRefundedEvent>;

/**
 * A host's payout left (`paid`: the bank batch was marked paid, or Stripe took the transfer) or
 * came back (`failed`, with the reason; its lines wait for new payout details). Published once
 * per payout and outcome, from the transaction that records it.
 */
const PayoutFacts = {
  payoutId: Uuid,
  hostId: Uuid,
  amount: ClpAmount,
  method: PayoutMethod,
};
export const PayoutPaidEvent = z.object(PayoutFacts);
export type PayoutPaidEvent = z.infer<typeof PayoutPaidEvent>;
export const PayoutFailedEvent = z.object({ ...PayoutFacts, reason: z.string() });
export type PayoutFailedEvent = z.infer<typeof PayoutFailedEvent>;

export const PaymentEvents = {
  SUCCEEDED: defineEvent('evt.payment.payment.succeeded', 1, PaymentSucceededEvent),
  FAILED: defineEvent('evt.payment.payment.failed', 1, PaymentFailedEvent),
  REFUNDED: defineEvent('evt.payment.payment.refunded', 1, PaymentRefundedEvent),
  PAYOUT_PAID: defineEvent('evt.payment.payout.paid', 1, PayoutPaidEvent),
  PAYOUT_FAILED: defineEvent('evt.payment.payout.failed', 1, PayoutFailedEvent),
} as const;
