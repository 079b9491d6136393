import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ClpAmount } from '../pricing/model.js';
import { CalendarChangedEvent } from './calendar.js';
import { CancelledBy, CancellationReason } from './model.js';
import { BookingKind } from './slot.js';

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

/**
 * Paid on a request-to-book listing: the slot stays held until `expiresAt` (the host's 24 hours)
 * and the host is asked. Search keeps the slot taken until then.
 */
export const BookingRequestedEvent = z.object({
  ...Slot,
  guestId: Uuid,
  hostId: Uuid,
  expiresAt: IsoDateTime,
});
export type BookingRequestedEvent = z.infer<typeof BookingRequestedEvent>;

/**
 * Paid (instant book) or accepted by the host: the slot stays taken. `accepted` tells the
 * payment service to capture an authorised payment.
 */
export const BookingConfirmedEvent = z.object({
  ...Slot,
  guestId: Uuid,
  hostId: z.uuid().optional(),
  accepted: z.boolean().optional(),
  /** Stay or hourly: when the host's payout is released (24 h after check-in, or the end). */
  kind: BookingKind.optional(),
});
export type BookingConfirmedEvent = z.infer<typeof BookingConfirmedEvent>;

/**
 * Cancelled by guest or host, declined, or a request that expired: the slot is free again.
 * `refund` (CLP, of what was paid; zero when nothing was) goes back through the payment
 * service, which answers with `payment.refunded`.
 */
export const BookingCancelledEvent = z.object({
  ...Slot,
  by: CancelledBy,
  reason: CancellationReason.optional(),
  guestId: z.uuid().optional(),
  hostId: z.uuid().optional(),
  refund: ClpAmount.optional(),
});
export type BookingCancelledEvent = z.infer<typeof BookingCancelledEvent>;

export const BookingEvents = {
  HELD: defineEvent('evt.booking.booking.held', 1, BookingHeldEvent),
  EXPIRED: defineEvent('evt.booking.booking.expired', 1, BookingExpiredEvent),
  REQUESTED: defineEvent('evt.booking.booking.requested', 1, BookingRequestedEvent),
  CONFIRMED: defineEvent('evt.booking.booking.confirmed', 1, BookingConfirmedEvent),
  CANCELLED: defineEvent('evt.booking.booking.cancelled', 1, BookingCancelledEvent),
  CALENDAR_CHANGED: defineEvent('evt.booking.calendar.changed', 1, CalendarChangedEvent),
} as const;
