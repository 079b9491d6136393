import type { AdminListingDetail, AdminListingRow } from '@arrendo/contracts';
import type { PropertyRow } from '../db/types.js';

const iso = (d: Date) => d.toISOString();

/** A row of the admin listings table (decision 0049). */
export function toAdminListingRow(row: PropertyRow): AdminListingRow {
  return {
    id: row.id,
    hostId: row.host_id,
    title: row.title,
    listingType: row.listing_type,
    status: row.status,
    city: row.city,
    price: row.price_amount === null ? null : { amount: Number(row.price_amount), currency: 'CLP' },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
    hostSuspended: row.host_suspended,
    adminUnlist:
      row.admin_unlisted_at && row.admin_unlist_reason
        ? { at: iso(row.admin_unlisted_at), reason: row.admin_unlist_reason }
        : null,
  };
}

/** One listing as an admin reviews it: the row, where it is, its photos, and whether guests see it. */
export function toAdminListingDetail(row: PropertyRow): AdminListingDetail {
  return {
    ...toAdminListingRow(row),
    location: row.location,
    region: row.region,
    photoCount: row.photos.length,
    visible:
      row.status === 'published' &&
      row.deleted_at === null &&
      !row.host_suspended &&
      !row.admin_unlisted_at,
  };
}
