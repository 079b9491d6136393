import { BookingEvents } from '@arrendo/contracts';

/**
 * The booking service's news that search projects (slots taken and freed, calendar snapshots),
 * by handler name; part of `ListingConsumedEvents`.
 */
export const SearchConsumedEvents = {
  bookingHeld: BookingEvents.HELD,
  bookingRequested: BookingEvents.REQUESTED,
  bookingConfirmed: BookingEvents.CONFIRMED,
  bookingExpired: BookingEvents.EXPIRED,
  bookingCancelled: BookingEvents.CANCELLED,
  calendarChanged: BookingEvents.CALENDAR_CHANGED,
} as const;
