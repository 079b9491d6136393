import { z } from 'zod';

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

/** The longest hourly booking: one day. Longer uses of a space are stays. */
export const MAX_BOOKING_HOURS = 24;
