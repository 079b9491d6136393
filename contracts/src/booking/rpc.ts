import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDate, Uuid } from '../common/ids.js';
import { Booking, GuestCount, LocalTime } from './model.js';

/** The longest hourly booking: one day. Longer uses of a space are stays. */
export const MAX_BOOKING_HOURS = 24;

export const StayHoldRequest = z
  .object({ propertyId: Uuid, checkIn: IsoDate, checkOut: IsoDate, guests: GuestCount })
  .strict()
  .refine((r) => r.checkOut > r.checkIn, {
    path: ['checkOut'],
    message: 'Check-out must be after check-in',
  });

export const HourlyHoldRequest = z
  .object({
    propertyId: Uuid,
    date: IsoDate,
    startTime: LocalTime,
    hours: z.number().int().min(1, 'At least one hour').max(MAX_BOOKING_HOURS),
    guests: GuestCount,
  })
  .strict();

/** A stay (`checkIn`/`checkOut`) or an hourly booking (`date`/`startTime`/`hours`). */
export const HoldRequest = z.union([StayHoldRequest, HourlyHoldRequest]);
export type HoldRequest = z.input<typeof HoldRequest>;

export const GetBookingRequest = z.object({ id: Uuid }).strict();

/**
 * The booking service. `hold` moves inventory, so it is idempotent: the caller's key (one per
 * checkout attempt) makes a retry return the same hold instead of a second one or a conflict
 * with itself. `get` answers the guest, the listing's host and admins; anyone else NOT_FOUND.
 */
export const BookingRpc = {
  health: healthRpc('booking'),
  hold: defineRpc('rpc.booking.booking.hold', HoldRequest, Booking, { idempotent: true }),
  get: defineRpc('rpc.booking.booking.get', GetBookingRequest, Booking),
} as const;
