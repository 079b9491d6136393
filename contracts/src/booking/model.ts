import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';

/**
 * A booking's life: `pending` while held for checkout (it expires unless paid or accepted),
 * `confirmed` once paid, `cancelled` by guest or host, `expired` when the hold lapsed.
 * Pending and confirmed bookings occupy the listing's calendar; the others free it.
 */
export const BookingStatus = z.enum(['pending', 'confirmed', 'cancelled', 'expired']);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** Stays (`home` listings) are booked by night, hourly spaces (`experience`) by the hour. */
export const BookingKind = z.enum(['stay', 'hourly']);
export type BookingKind = z.infer<typeof BookingKind>;

/** A local wall-clock time on the hour or half hour, `HH:MM` (the listing's time zone). */
export const LocalTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'Choose a start time on the hour or half hour');

/** Adults + children (infants do not count towards capacity; decisions.md, Search). */
export const GuestCount = z
  .number()
  .int('Guests must be a whole number')
  .min(1, 'At least one guest')
  .max(500);

export const Booking = z.object({
  id: Uuid,
  propertyId: Uuid,
  guestId: Uuid,
  hostId: Uuid,
  status: BookingStatus,
  kind: BookingKind,
  guests: z.number().int().positive(),
  /** Stays: the nights `[checkIn, checkOut)` as local dates. */
  checkIn: IsoDate.nullable(),
  checkOut: IsoDate.nullable(),
  /** Hourly: the local date, start time and length. */
  date: IsoDate.nullable(),
  startTime: z.string().nullable(),
  hours: z.number().int().positive().nullable(),
  /** The listing's time zone, in which the local fields above are meant. */
  timeZone: z.string(),
  /** The occupied period `[startsAt, endsAt)` as instants. */
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** When a pending hold lapses; null once it is no longer pending. */
  expiresAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type Booking = z.infer<typeof Booking>;
