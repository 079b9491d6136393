import { BookingEvents } from '../booking/events.js';
import { ClaimEvents } from '../booking/claim-events.js';

/** The payment service captures on confirmation and refunds on cancellation. */
export const PaymentConsumedEvents = {
  bookingConfirmed: BookingEvents.CONFIRMED,
  bookingCancelled: BookingEvents.CANCELLED,
  /** An approved damage claim pays its host: a `claim` payout line (decision 0051). */
  claimApproved: ClaimEvents.APPROVED,
} as const;
