import { z } from 'zod';
import { IsoDate, Uuid } from '../common/ids.js';
import { ListingType } from '../domain/listing-types.js';
import { WeeklyRules } from '../booking/calendar.js';
import { BlockNote } from '../booking/calendar.js';
import { ListingPatch } from '../listing/fields.js';
import { Photo } from '../listing/photo.js';
import { ListingSummary } from '../listing/property.js';

/**
 * The host's side, under `/api/host/listings` (signed in; the services check ownership):
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET / | | `MyListingsResponse` |
 * | POST / | `CreateListingBody` | 201 `Listing` (200 when the id already was this host's draft) |
 * | GET /:id | | `Listing` |
 * | PATCH /:id | `ListingPatch` | `Listing` |
 * | POST /:id/publish | | `Listing`, or 400 with `details.problems: PublishProblem[]` |
 * | POST /:id/unpublish | | `Listing` |
 * | DELETE /:id | | 204 |
 * | POST /:id/photos | multipart, one file field `photo` | 201 `PhotosResponse` |
 * | PUT /:id/photos/order | `ReorderPhotosBody` | `PhotosResponse` |
 * | DELETE /:id/photos/:photoId | | `PhotosResponse` |
 * | GET /:id/calendar | | `HostCalendar` |
 * | POST /:id/calendar/blocks | `DateRangeBody` | `HostCalendar` |
 * | POST /:id/calendar/unblock | `DateRangeBody` | `HostCalendar` |
 * | PUT /:id/calendar/weekly | `WeeklyRules` | `HostCalendar` |
 *
 * Guests: `GET /api/properties/:id/availability?from&to` → `Availability`.
 */
export const CreateListingBody = z
  .object({ id: Uuid, listingType: ListingType.nullable() })
  .strict();
export type CreateListingBody = z.infer<typeof CreateListingBody>;

export const UpdateListingBody = ListingPatch;

export const MyListingsResponse = z.object({ items: z.array(ListingSummary) });
export type MyListingsResponse = z.infer<typeof MyListingsResponse>;

export const ListingIdParams = z.object({ id: Uuid }).strict();
export const ListingPhotoParams = z.object({ id: Uuid, photoId: Uuid }).strict();

export const PhotosResponse = z.object({ photos: z.array(Photo) });
export type PhotosResponse = z.infer<typeof PhotosResponse>;

export const ReorderPhotosBody = z.object({ photoIds: z.array(Uuid).min(1).max(50) }).strict();
export type ReorderPhotosBody = z.infer<typeof ReorderPhotosBody>;

export const DateRangeBody = z
  .object({ start: IsoDate, end: IsoDate, note: BlockNote.optional() })
  .strict()
  .refine((r) => r.end > r.start, { path: ['end'], message: 'The end must be after the start' });
export type DateRangeBody = z.infer<typeof DateRangeBody>;

export const WeeklyRulesBody = WeeklyRules;

export const AvailabilityQuery = z
  .object({ from: IsoDate, to: IsoDate })
  .strict()
  .refine((r) => r.to > r.from, { path: ['to'], message: 'The end must be after the start' });
