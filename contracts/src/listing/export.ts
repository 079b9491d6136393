import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';
import { WeeklyRules } from '../booking/calendar.js';
import { Listing } from './property.js';

/**
 * The listing service's part of a person's data export (portability, Ley 21.719): what it keeps
 * about its own user, asked as that user (`call.actor`), never anyone else.
 */

/**
 * A listing's availability as the listing service keeps it for search: a copy of the booking
 * service's calendar (which holds the blocks' notes and is exported there), merged into ranges.
 */
export const ListingExportCalendar = z.object({
  timeZone: z.string(),
  rules: WeeklyRules,
  /** Blocked local dates, merged ranges `[start, end)`. */
  blocks: z.array(z.object({ start: IsoDate, end: IsoDate })),
  updatedAt: IsoDateTime,
});
export type ListingExportCalendar = z.infer<typeof ListingExportCalendar>;

/**
 * One listing the user hosts, in any status (drafts and deleted ones included), as the host's
 * own view has it: every wizard field (the street address and exact pin included), photos'
 * URLs (storage keys stay internal), status and dates.
 */
export const ListingExportListing = Listing.omit({ publishProblems: true }).extend({
  /** Average guest rating 0–5 and how many reviews it stands on. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** When the host deleted it; the row stays only while bookings point at it. */
  deletedAt: IsoDateTime.nullable(),
  calendar: ListingExportCalendar.nullable(),
});
export type ListingExportListing = z.infer<typeof ListingExportListing>;

/** One of the user's wishlists with every listing saved in it, newest saved first. */
export const ListingExportWishlist = z.object({
  id: Uuid,
  name: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** Ids only: a saved listing is someone else's, and may no longer be public. */
  items: z.array(z.object({ propertyId: Uuid, savedAt: IsoDateTime })),
});
export type ListingExportWishlist = z.infer<typeof ListingExportWishlist>;

export const ListingUserExport = z.object({
  userId: Uuid,
  exportedAt: IsoDateTime,
  /** Listings the user hosts, the most recently changed first. */
  listings: z.array(ListingExportListing),
  /** The user's wishlists, the most recently changed first. */
  wishlists: z.array(ListingExportWishlist),
});
export type ListingUserExport = z.infer<typeof ListingUserExport>;
