import { BookingEvents } from '../booking/events.js';
import { IdentityEvents } from '../identity/events.js';

/**
 * Every event the messaging service consumes, by handler name: the booking a conversation is
 * about (its dates and status for the thread's header and trip stage, and the first
 * confirmation, after which contact details are no longer masked), and a deleted account (what
 * was theirs goes; the other person keeps the conversation).
 */
export const MessagingConsumedEvents = {
  bookingRequested: BookingEvents.REQUESTED,
  bookingConfirmed: BookingEvents.CONFIRMED,
  bookingCancelled: BookingEvents.CANCELLED,
  bookingExpired: BookingEvents.EXPIRED,
  userDeleted: IdentityEvents.USER_DELETED,
} as const;
