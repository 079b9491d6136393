import { PaymentEvents } from '../payment/events.js';

/** The booking service confirms (or asks the host) on payment and records failures and refunds. */
export const BookingConsumedEvents = {
  paymentSucceeded: PaymentEvents.SUCCEEDED,
  paymentFailed: PaymentEvents.FAILED,
  paymentRefunded: PaymentEvents.REFUNDED,
} as const;
