import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';
import { singleLineText } from '../common/text.js';
import { ImportedBusyRange } from './calendar-sync.js';

/**
 * A listing's calendar, owned by the booking service: date blocks, weekdays blocked every week,
 * and for hourly spaces the weekly opening hours (a weekday without hours is closed). Dates are
 * local to the listing's time zone; ranges are half-open `[start, end)`. Nothing can be booked
 * beyond the horizon (spec §9: 6 months).
 */

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const Weekday = z.number().int().min(1).max(7);
export type Weekday = z.infer<typeof Weekday>;

/** `HH:MM` on the hour or half hour; a closing time may be `24:00` (midnight at the end). */
export const OpeningTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):(00|30)|24:00)$/, 'Choose a time on the hour or half hour');

export const OpeningHours = z
  .object({ weekday: Weekday, open: OpeningTime, close: OpeningTime })
  .strict()
  .refine((h) => h.open !== '24:00' && h.close > h.open, {
    path: ['close'],
    message: 'Closing must be after opening',
  });
export type OpeningHours = z.infer<typeof OpeningHours>;

/**
 * Hourly spaces whose host has set no hours yet are open every day 09:00–21:00: the booking
 * service enforces it and search projects it, so both agree.
 */
export const DEFAULT_OPENING_HOURS: readonly OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map(
  (weekday) => ({ weekday, open: '09:00', close: '21:00' }),
);

export const WeeklyRules = z
  .object({
    /** Closed every week on these days (both kinds of listing). */
    blockedWeekdays: z.array(Weekday).max(7),
    /** Hourly spaces: one range per open weekday; ignored for homes. */
    openingHours: z.array(OpeningHours).max(7),
  })
  .strict()
  .refine((r) => new Set(r.openingHours.map((h) => h.weekday)).size === r.openingHours.length, {
    path: ['openingHours'],
    message: 'One opening range per weekday',
  });
export type WeeklyRules = z.infer<typeof WeeklyRules>;

export const CalendarBlock = z.object({
  id: Uuid,
  /** First blocked local date. */
  start: IsoDate,
  /** First date no longer blocked (exclusive). */
  end: IsoDate,
  note: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type CalendarBlock = z.infer<typeof CalendarBlock>;

/** A booking as the host's calendar shows it (read-only there). */
export const CalendarBooking = z.object({
  id: Uuid,
  status: z.enum(['pending', 'confirmed']),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** Local dates `[start, end)` the booking touches. */
  start: IsoDate,
  end: IsoDate,
  guests: z.number().int().positive(),
});
export type CalendarBooking = z.infer<typeof CalendarBooking>;

/** The host's calendar of one listing. */
export const HostCalendar = z.object({
  propertyId: Uuid,
  timeZone: z.string(),
  /** Today and the last bookable date (exclusive) in the listing's zone. */
  today: IsoDate,
  horizonEnd: IsoDate,
  rules: WeeklyRules,
  blocks: z.array(CalendarBlock),
  /** Days outside calendars the listing follows hold busy (read-only here; see calendar sync). */
  importedBlocks: z.array(ImportedBusyRange),
  bookings: z.array(CalendarBooking),
});
export type HostCalendar = z.infer<typeof HostCalendar>;

/**
 * What a guest's date picker needs for `[from, to)`: days that cannot start or hold a stay, and
 * for hourly spaces the taken periods and the opening hours.
 */
export const Availability = z.object({
  propertyId: Uuid,
  timeZone: z.string(),
  today: IsoDate,
  horizonEnd: IsoDate,
  /** Local dates that are blocked, closed or fully booked. */
  unavailableDates: z.array(IsoDate),
  /** Hourly spaces: taken periods (bookings), as instants. */
  busy: z.array(z.object({ startsAt: IsoDateTime, endsAt: IsoDateTime })),
  openingHours: z.array(OpeningHours),
});
export type Availability = z.infer<typeof Availability>;

export const BlockNote = singleLineText({ max: 200 });

/** Block (or unblock) the local dates `[start, end)`. Overlapping blocks merge. */
export const DateRangeRequest = z
  .object({ propertyId: Uuid, start: IsoDate, end: IsoDate, note: BlockNote.optional() })
  .strict()
  .refine((r) => r.end > r.start, { path: ['end'], message: 'The end must be after the start' });

/** The snapshot every calendar change publishes (search projects it; newest `version` wins). */
export const CalendarChangedEvent = z.object({
  propertyId: Uuid,
  hostId: Uuid,
  version: z.number().int().positive(),
  timeZone: z.string(),
  rules: WeeklyRules,
  blocks: z.array(z.object({ start: IsoDate, end: IsoDate })),
  changedAt: IsoDateTime,
});
export type CalendarChangedEvent = z.infer<typeof CalendarChangedEvent>;
