import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { CalendarImport, FeedToken, ImportName, ImportUrl } from '../booking/calendar-sync.js';

/**
 * Calendar sync over HTTP, beside the host's calendar routes (`/api/host/listings`):
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET /:id/calendar/sync | | `CalendarSyncResponse` |
 * | POST /:id/calendar/sync/feed | | `CalendarSyncResponse` (a new export URL; the old one stops) |
 * | POST /:id/calendar/sync/imports | `AddCalendarImportBody` | `CalendarSyncResponse` |
 * | DELETE /:id/calendar/sync/imports/:importId | | `CalendarSyncResponse` |
 * | POST /:id/calendar/sync/refresh | | `CalendarSyncResponse` |
 *
 * And the feed itself, public to whoever has the URL: `GET /calendar/:token.ics` → `text/calendar`.
 */
export const CalendarSyncResponse = z.object({
  propertyId: Uuid,
  /** The listing's feed, to paste into Airbnb, Google Calendar… Keep it secret. */
  exportUrl: z.string(),
  imports: z.array(CalendarImport),
});
export type CalendarSyncResponse = z.infer<typeof CalendarSyncResponse>;

export const AddCalendarImportBody = z.object({ name: ImportName, url: ImportUrl }).strict();
export type AddCalendarImportBody = z.input<typeof AddCalendarImportBody>;

export const CalendarImportParams = z.object({ id: Uuid, importId: Uuid }).strict();

/** `/calendar/<token>.ics` */
export const CalendarFeedParams = z
  .object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a calendar feed') })
  .strict()
  .transform(({ file }) => ({ token: FeedToken.parse(file.slice(0, -4)) }));
