import { BookingEvents } from '../booking/events.js';

/** The payment service captures on confirmation and refunds on cancellation. */
export const PaymentConsumedEvents = {
  bookingConfirmed: BookingEvents.CONFIRMED,
  bookingCancelled: BookingEvents.CANCELLED,
} as const;
