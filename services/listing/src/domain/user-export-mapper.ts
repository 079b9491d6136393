import type {
  ListingExportCalendar,
  ListingExportListing,
  ListingExportWishlist,
} from '@arrendo/contracts';
import type { PropertyRow, WishlistRow } from '../db/types.js';
import type { StoredCalendar, StoredWishlistItem } from '../repositories/user-data.repository.js';
import { toListing } from './property-mapper.js';

function toExportCalendar(c: StoredCalendar): ListingExportCalendar {
  return {
    timeZone: c.time_zone,
    // Written from the booking service's validated event; the reply schema checks it again.
    rules: c.rules as ListingExportCalendar['rules'],
    blocks: c.blocks,
    updatedAt: c.updated_at.toISOString(),
  };
}

/** The host's own view of the listing (drafts' nulls as they are), plus what else is kept. */
export function toExportListing(
  row: PropertyRow,
  calendar: StoredCalendar | undefined,
): ListingExportListing {
  const { publishProblems: _problems, ...listing } = toListing(row);
  return {
    ...listing,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
    calendar: calendar ? toExportCalendar(calendar) : null,
  };
}

/** `items`: the saved items of every list, newest first; this list's are picked out. */
export function toExportWishlist(
  row: WishlistRow,
  items: readonly StoredWishlistItem[],
): ListingExportWishlist {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    items: items
      .filter((i) => i.wishlist_id === row.id)
      .map((i) => ({ propertyId: i.property_id, savedAt: i.saved_at.toISOString() })),
  };
}
