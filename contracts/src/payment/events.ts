import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { Uuid } from '../common/ids.js';
import { ClpAmount } from '../pricing/model.js';
import { PaymentProvider } from './model.js';

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

export const PaymentEvents = {
  SUCCEEDED: defineEvent('evt.payment.payment.succeeded', 1, PaymentSucceededEvent),
  FAILED: defineEvent('evt.payment.payment.failed', 1, PaymentFailedEvent),
  REFUNDED: defineEvent('evt.payment.payment.refunded', 1, PaymentRefundedEvent),
} as const;
