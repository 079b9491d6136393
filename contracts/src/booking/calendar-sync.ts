import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';
import { singleLineText, textProblem } from '../common/text.js';

/**
 * Calendar sync (iCalendar, RFC 5545). Each listing publishes its confirmed bookings and the
 * host's own blocks at a secret URL (`/calendar/<token>.ics`) that the host can replace, which
 * revokes the old one. A listing can also follow other calendars (Airbnb, Booking.com, Google
 * Calendar): their events become busy days here, refreshed by a periodic job, so a guest cannot
 * book days the host sold elsewhere.
 */

/** A listing follows at most this many outside calendars. */
export const CALENDAR_IMPORTS_MAX = 10;

/** The secret in a feed URL: 32 random bytes, base64url. */
export const FeedToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar feed');

export const IMPORT_URL_MESSAGE = 'Enter the calendar’s iCal address (https://… or webcal://…)';

/** `webcal://` is how calendar apps spell `https://` for a subscription. */
export const ImportUrl = z
  .string()
  .trim()
  .max(2000, IMPORT_URL_MESSAGE)
  .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: IMPORT_URL_MESSAGE })
      .refine((value) => textProblem(value) === null, IMPORT_URL_MESSAGE),
  );

export const ImportName = singleLineText({
  min: 1,
  max: 60,
  messages: { required: 'Name this calendar (for example Airbnb)' },
});

/** An outside calendar a listing follows, and how its last refresh went. */
export const CalendarImport = z.object({
  id: Uuid,
  name: z.string(),
  url: z.string(),
  createdAt: IsoDateTime,
  lastSyncedAt: IsoDateTime.nullable(),
  /** Why the last refresh failed (the busy days of the refresh before stay), else null. */
  lastError: z.string().nullable(),
  /** Busy ranges it holds now. */
  busyCount: z.number().int().nonnegative(),
});
export type CalendarImport = z.infer<typeof CalendarImport>;

/** Days an outside calendar holds busy: `[start, end)` local dates. */
export const ImportedBusyRange = z.object({
  importId: Uuid,
  name: z.string(),
  start: IsoDate,
  end: IsoDate,
});
export type ImportedBusyRange = z.infer<typeof ImportedBusyRange>;

/** A listing's sync settings, as its host sees them. */
export const CalendarSync = z.object({
  propertyId: Uuid,
  /** The secret of the export URL; the BFF turns it into the URL. */
  exportToken: FeedToken,
  imports: z.array(CalendarImport),
});
export type CalendarSync = z.infer<typeof CalendarSync>;

export const AddCalendarImportRequest = z
  .object({ propertyId: Uuid, name: ImportName, url: ImportUrl })
  .strict();
export type AddCalendarImportRequest = z.input<typeof AddCalendarImportRequest>;

export const CalendarImportRequest = z.object({ propertyId: Uuid, importId: Uuid }).strict();

export const CalendarFeedRequest = z.object({ token: FeedToken }).strict();
/** The feed as an iCalendar text (`text/calendar`). */
export const CalendarFeedReply = z.object({ ics: z.string() });
