import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { IsoDate, Uuid } from '../common/ids.js';
import { Booking, GuestCount, LocalTime } from './model.js';
import { Availability, DateRangeRequest, HostCalendar, WeeklyRules } from './calendar.js';

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

export const CalendarPropertyRequest = z.object({ propertyId: Uuid }).strict();
/** At most about a horizon's worth of days per call. */
export const AvailabilityRequest = z
  .object({ propertyId: Uuid, from: IsoDate, to: IsoDate })
  .strict()
  .refine((r) => r.to > r.from, { path: ['to'], message: 'The end must be after the start' });
export const SetWeeklyRulesRequest = z.object({ propertyId: Uuid, rules: WeeklyRules }).strict();

/**
 * The booking service. `hold` moves inventory, so it is idempotent: the caller's key (one per
 * checkout attempt) makes a retry return the same hold instead of a second one or a conflict
 * with itself. `get` answers the guest, the listing's host and admins; anyone else NOT_FOUND.
 */
export const BookingRpc = {
  health: healthRpc('booking'),
  hold: defineRpc('rpc.booking.booking.hold', HoldRequest, Booking, { idempotent: true }),
  get: defineRpc('rpc.booking.booking.get', GetBookingRequest, Booking),

  /** The listing's host or an admin (the listing service says who the host is). */
  getCalendar: defineRpc('rpc.booking.calendar.get', CalendarPropertyRequest, HostCalendar),
  /** Anyone, for a published listing: what a date picker must disable in `[from, to)`. */
  availability: defineRpc('rpc.booking.calendar.availability', AvailabilityRequest, Availability),
  /** Host only. Refuses (CONFLICT) a block over a confirmed or pending booking. */
  block: defineRpc('rpc.booking.calendar.block', DateRangeRequest, HostCalendar),
  /** Host only. Frees `[start, end)` from any blocks (splitting them). */
  unblock: defineRpc('rpc.booking.calendar.unblock', DateRangeRequest, HostCalendar),
  /** Host only. Replaces the weekly rules. */
  setWeeklyRules: defineRpc('rpc.booking.calendar.setWeekly', SetWeeklyRulesRequest, HostCalendar),
} as const;
