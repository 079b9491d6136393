import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { CalendarChangedEvent } from './calendar.js';

/** The slot a booking occupies (or frees): what search projects as unavailable ranges. */
const Slot = {
  bookingId: Uuid,
  propertyId: Uuid,
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
};

export const BookingHeldEvent = z.object({ ...Slot, guestId: Uuid, expiresAt: IsoDateTime });
export type BookingHeldEvent = z.infer<typeof BookingHeldEvent>;

export const BookingExpiredEvent = z.object(Slot);
export type BookingExpiredEvent = z.infer<typeof BookingExpiredEvent>;

/** Paid (instant book) or accepted by the host: the slot stays taken. Published by Booking. */
export const BookingConfirmedEvent = z.object({ ...Slot, guestId: Uuid });
export type BookingConfirmedEvent = z.infer<typeof BookingConfirmedEvent>;

/** Cancelled by guest or host, or declined: the slot is free again. Published by Booking. */
export const BookingCancelledEvent = z.object({
  ...Slot,
  by: z.enum(['guest', 'host', 'system']),
});
export type BookingCancelledEvent = z.infer<typeof BookingCancelledEvent>;

export const BookingEvents = {
  HELD: defineEvent('evt.booking.booking.held', 1, BookingHeldEvent),
  EXPIRED: defineEvent('evt.booking.booking.expired', 1, BookingExpiredEvent),
  CONFIRMED: defineEvent('evt.booking.booking.confirmed', 1, BookingConfirmedEvent),
  CANCELLED: defineEvent('evt.booking.booking.cancelled', 1, BookingCancelledEvent),
  CALENDAR_CHANGED: defineEvent('evt.booking.calendar.changed', 1, CalendarChangedEvent),
} as const;
