import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText, singleLineText } from '../common/text.js';
import { ListingType } from '../domain/listing-types.js';
import { AdminUnlist, ClpPrice, PropertyStatus } from './property.js';

/**
 * Admin moderation of listings (decision 0049). An admin takes a listing off the market with a
 * reason the host is emailed; only an admin puts it back. The flag sits beside the host's own
 * `status`, which it never changes, so relisting returns the listing exactly as its host left it.
 */

/** Why an admin unlisted a listing: emailed to the host, shown on their listings page, audited. */
export const UnlistReason = multiLineText({
  min: 1,
  max: 500,
  messages: { required: 'Please give a reason', tooLong: 'At most 500 characters' },
});

/**
 * What an admin filters by: the host's own states, or `unlisted_by_admin` (whatever the host's
 * state is under it). A host's state here means "and not unlisted by an admin".
 */
export const AdminListingState = z.enum(['draft', 'published', 'unlisted', 'unlisted_by_admin']);
export type AdminListingState = z.infer<typeof AdminListingState>;

/** Filters and page shared by the RPC and the query string (which coerces `limit`). */
export const AdminListingFilterFields = {
  /** Words of the title or city, or a listing's exact id. */
  q: singleLineText({ max: 120 }).optional(),
  state: AdminListingState.optional(),
  listingType: ListingType.optional(),
  hostId: Uuid.optional(),
  cursor: PageCursor.optional(),
};

export const AdminListingSearchRequest = z
  .object({
    ...AdminListingFilterFields,
    limit: z.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminListingSearchRequest = z.input<typeof AdminListingSearchRequest>;

/** One row of the admin listings table. */
export const AdminListingRow = z.object({
  id: Uuid,
  hostId: Uuid,
  title: z.string().nullable(),
  listingType: ListingType.nullable(),
  /** The host's own state (`draft`, `published`, `unlisted`). */
  status: PropertyStatus,
  city: z.string().nullable(),
  price: ClpPrice.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  publishedAt: IsoDateTime.nullable(),
  /** Hidden because its host's account is suspended (decision 0048). */
  hostSuspended: z.boolean(),
  /** Set while an admin keeps it off the market. */
  adminUnlist: AdminUnlist.nullable(),
});
export type AdminListingRow = z.infer<typeof AdminListingRow>;

/** Newest first, keyset-paged on (created_at, id). */
export const AdminListingPage = z.object({
  items: z.array(AdminListingRow),
  nextCursor: z.string().nullable(),
});
export type AdminListingPage = z.infer<typeof AdminListingPage>;

/** One listing as an admin reviews it. */
export const AdminListingDetail = AdminListingRow.extend({
  location: z.string().nullable(),
  region: z.string().nullable(),
  photoCount: z.number().int().nonnegative(),
  /** On the market for guests right now: published, not hidden by an admin or a suspension. */
  visible: z.boolean(),
});
export type AdminListingDetail = z.infer<typeof AdminListingDetail>;

export const AdminListingIdRequest = z.object({ id: Uuid }).strict();
export const AdminUnlistRequest = z.object({ id: Uuid, reason: UnlistReason }).strict();
export type AdminUnlistRequest = z.input<typeof AdminUnlistRequest>;

/** The listing after the call, and whether this call changed it (a repeat changes nothing). */
export const AdminListingChangeReply = z.object({
  listing: AdminListingDetail,
  changed: z.boolean(),
});
export type AdminListingChangeReply = z.infer<typeof AdminListingChangeReply>;
