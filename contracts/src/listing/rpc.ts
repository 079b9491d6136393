import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { AdminStatsRequest, ListingAdminStats } from '../common/admin-stats.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import {
  AdminListingChangeReply,
  AdminListingDetail,
  AdminListingIdRequest,
  AdminListingPage,
  AdminListingSearchRequest,
  AdminUnlistRequest,
} from './admin.js';
import { PageCursor } from '../common/cursor.js';
import { ListingType } from '../domain/listing-types.js';
import { LIMITS } from '../domain/limits.js';
import {
  ListingActivity,
  ListingActivityRequest,
  RecordViewReply,
  RecordViewRequest,
} from './activity.js';
import { ListingUserExport } from './export.js';
import { ListingPatch } from './fields.js';
import { Listing, ListingArrival, ListingSummary, Property, PropertySummary } from './property.js';
import { SearchReply, SearchRequest } from './search.js';
import { SavedListings, Wishlist, WishlistDetail, WishlistName } from './wishlist.js';

export const ListPropertiesRequest = z
  .object({
    listingType: ListingType.optional(),
    /** Only this host's published listings (the public host profile). */
    hostId: Uuid.optional(),
    /** Opaque keyset cursor from a previous page. */
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
  })
  .strict();
export type ListPropertiesRequest = z.input<typeof ListPropertiesRequest>;

export const ListPropertiesReply = z.object({
  items: z.array(PropertySummary),
  nextCursor: z.string().nullable(),
  /** Published listings matching the filter (not just this page). */
  total: z.number().int().nonnegative(),
});
export type ListPropertiesReply = z.infer<typeof ListPropertiesReply>;

/** Most rows one `listPublished` page may carry (the sitemap reads them all, page by page). */
export const PUBLISHED_INDEX_PAGE_MAX = 5000;

/**
 * Every published listing's id, host and last change, keyset-paged by id: what a sitemap needs
 * and nothing more. Anyone may call it (it lists what the market shows anyway).
 */
export const ListPublishedRequest = z
  .object({
    /** The last id of the previous page; absent for the first page. */
    after: Uuid.optional(),
    limit: z.number().int().min(1).max(PUBLISHED_INDEX_PAGE_MAX).default(PUBLISHED_INDEX_PAGE_MAX),
  })
  .strict();
export type ListPublishedRequest = z.input<typeof ListPublishedRequest>;

export const PublishedListingRef = z.object({
  id: Uuid,
  hostId: Uuid,
  updatedAt: IsoDateTime,
});
export type PublishedListingRef = z.infer<typeof PublishedListingRef>;

export const ListPublishedReply = z.object({
  /** Ascending by id. */
  items: z.array(PublishedListingRef),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: Uuid.nullable(),
});
export type ListPublishedReply = z.infer<typeof ListPublishedReply>;

/** Published listings to anyone; complete drafts and unlisted ones to their host and admins. */
export const GetPropertyRequest = z.object({ id: Uuid }).strict();

/** Most listings one import call may carry: one transaction, well under pg's bind limit. */
export const IMPORT_BATCH_MAX = 100;

/**
 * A published listing handed over whole, under an id the caller chose and keeps: the id is what
 * makes a retried or repeated import harmless. Photos are given as image URLs (the first is the
 * cover) with their size; `priceUnit` and `petsAllowed` follow from the other fields.
 */
export const ImportedProperty = Property.omit({
  priceUnit: true,
  petsAllowed: true,
  photos: true,
  status: true,
  publishedAt: true,
})
  .extend({
    images: z.array(
      z.object({
        url: z.string().min(1),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ),
    /** The exact address (the public location stays approximate). */
    address: z.string().max(200),
  })
  .strict();
export type ImportedProperty = z.input<typeof ImportedProperty>;

export const ImportPropertiesRequest = z
  .object({ properties: z.array(ImportedProperty).min(1).max(IMPORT_BATCH_MAX) })
  .strict()
  .refine((v) => new Set(v.properties.map((p) => p.id)).size === v.properties.length, {
    message: 'Each property id may appear once per import',
    path: ['properties'],
  });
export type ImportPropertiesRequest = z.input<typeof ImportPropertiesRequest>;

/** Ids in request order: `created` now, `skipped` because a property with that id already existed. */
export const ImportPropertiesReply = z.object({
  created: z.array(Uuid),
  skipped: z.array(Uuid),
});
export type ImportPropertiesReply = z.infer<typeof ImportPropertiesReply>;

// ---- The host's own listings (every call checks the actor owns the listing, or is an admin) ----

/**
 * Starts a draft. The id is the caller's (the web makes one per wizard run), so a retried create
 * returns the same draft; an id that belongs to someone else answers CONFLICT and changes nothing.
 */
export const CreateListingRequest = z
  .object({ id: Uuid, listingType: ListingType.nullable() })
  .strict();
export const ListingIdRequest = z.object({ id: Uuid }).strict();
export const UpdateListingRequest = z.object({ id: Uuid, patch: ListingPatch }).strict();
export const ListMyListingsReply = z.object({ items: z.array(ListingSummary) });

// ---- Wishlists (owner only: another user's id answers NOT_FOUND) ----

export const CreateWishlistRequest = z
  .object({ name: WishlistName, propertyId: Uuid.optional() })
  .strict();
export const WishlistIdRequest = z.object({ id: Uuid }).strict();
export const RenameWishlistRequest = z.object({ id: Uuid, name: WishlistName }).strict();
export const WishlistItemRequest = z.object({ id: Uuid, propertyId: Uuid }).strict();
export const UnsaveRequest = z.object({ propertyId: Uuid }).strict();
export const ListWishlistsReply = z.object({ items: z.array(Wishlist) });
export const OkReply = z.object({ ok: z.literal(true) });

export const ListingRpc = {
  health: healthRpc('listing'),
  /** The admin dashboard's figures over a period (admins only; `common/admin-stats.ts`). */
  adminStats: defineRpc('rpc.listing.admin.stats', AdminStatsRequest, ListingAdminStats),
  /** Admins only (decision 0049): every listing but deleted ones, newest first. */
  adminSearch: defineRpc('rpc.listing.admin.search', AdminListingSearchRequest, AdminListingPage),
  /** Admins only: one listing, deleted ones answer NOT_FOUND. */
  adminGet: defineRpc('rpc.listing.admin.get', AdminListingIdRequest, AdminListingDetail),
  /**
   * Admins only: off search, the property page and new holds until an admin relists it; its
   * host cannot publish it meanwhile. Already unlisted by an admin: nothing changes.
   */
  adminUnlist: defineRpc('rpc.listing.admin.unlist', AdminUnlistRequest, AdminListingChangeReply),
  /** Admins only: the host's own state applies again. Not unlisted by an admin: no change. */
  adminRelist: defineRpc(
    'rpc.listing.admin.relist',
    AdminListingIdRequest,
    AdminListingChangeReply,
  ),
  listProperties: defineRpc(
    'rpc.listing.property.list',
    ListPropertiesRequest,
    ListPropertiesReply,
  ),
  getProperty: defineRpc('rpc.listing.property.get', GetPropertyRequest, Property),
  /**
   * The system and admins only (the booking service, for a confirmed booking's guest): the exact
   * place and arrival details, of a deleted listing too while bookings point at it.
   */
  getArrival: defineRpc('rpc.listing.property.arrival', GetPropertyRequest, ListingArrival),
  /** Ids, hosts and last changes of every published listing (the sitemap); anyone may call it. */
  listPublished: defineRpc(
    'rpc.listing.property.listPublished',
    ListPublishedRequest,
    ListPublishedReply,
  ),
  /** The guest's search (read model; anyone may call it). */
  search: defineRpc('rpc.listing.search.query', SearchRequest, SearchReply),
  /** System and admin actors only: the demo seed (and later bulk imports) create listings here. */
  importProperties: defineRpc(
    'rpc.listing.property.import',
    ImportPropertiesRequest,
    ImportPropertiesReply,
  ),

  createListing: defineRpc('rpc.listing.listing.create', CreateListingRequest, Listing),
  getListing: defineRpc('rpc.listing.listing.get', ListingIdRequest, Listing),
  /** Saves a draft step; on a published listing the result must still pass publishing. */
  updateListing: defineRpc('rpc.listing.listing.update', UpdateListingRequest, Listing),
  /** VALIDATION with `details.problems: PublishProblem[]` while anything is missing. */
  publishListing: defineRpc('rpc.listing.listing.publish', ListingIdRequest, Listing),
  unpublishListing: defineRpc('rpc.listing.listing.unpublish', ListingIdRequest, Listing),
  deleteListing: defineRpc('rpc.listing.listing.delete', ListingIdRequest, OkReply),
  listMyListings: defineRpc(
    'rpc.listing.listing.listMine',
    z.object({}).strict(),
    ListMyListingsReply,
  ),

  listWishlists: defineRpc('rpc.listing.wishlist.list', z.object({}).strict(), ListWishlistsReply),
  getWishlist: defineRpc('rpc.listing.wishlist.get', WishlistIdRequest, WishlistDetail),
  createWishlist: defineRpc('rpc.listing.wishlist.create', CreateWishlistRequest, Wishlist),
  renameWishlist: defineRpc('rpc.listing.wishlist.rename', RenameWishlistRequest, Wishlist),
  deleteWishlist: defineRpc('rpc.listing.wishlist.delete', WishlistIdRequest, OkReply),
  addToWishlist: defineRpc('rpc.listing.wishlist.addItem', WishlistItemRequest, Wishlist),
  removeFromWishlist: defineRpc('rpc.listing.wishlist.removeItem', WishlistItemRequest, Wishlist),
  /** Removes the listing from every list of the actor (a filled heart clicked). */
  unsave: defineRpc('rpc.listing.wishlist.unsave', UnsaveRequest, SavedListings),
  saved: defineRpc('rpc.listing.wishlist.saved', z.object({}).strict(), SavedListings),

  /**
   * Anyone: a view of a published listing's page (NOT_FOUND for any other), counted once per
   * visitor and local day, never the host's own.
   */
  recordView: defineRpc('rpc.listing.activity.recordView', RecordViewRequest, RecordViewReply),
  /**
   * Signed in: views and saves of the caller's own listings by local day (an admin's are their
   * own too). A `propertyId` that is not one of them answers NOT_FOUND.
   */
  hostActivity: defineRpc('rpc.listing.activity.forHost', ListingActivityRequest, ListingActivity),

  /** Everything this service keeps about the actor (data export, Ley 21.719); signed in only. */
  exportUser: defineRpc('rpc.listing.user.export', z.object({}).strict(), ListingUserExport),
} as const;
