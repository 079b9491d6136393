import { BookingEvents } from '@arrendo/contracts';

/**
 * Every event the listing service consumes, by handler name: the booking service's news that
 * search projects (slots taken and freed, calendar snapshots).
 */
export const ListingConsumedEvents = {
  bookingHeld: BookingEvents.HELD,
  bookingRequested: BookingEvents.REQUESTED,
  bookingConfirmed: BookingEvents.CONFIRMED,
  bookingExpired: BookingEvents.EXPIRED,
  bookingCancelled: BookingEvents.CANCELLED,
  calendarChanged: BookingEvents.CALENDAR_CHANGED,
} as const;
