import { ListingEvents, type CategoryId, type SubcategoryId } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB, PropertyRow } from '../db/types.js';
import { toProperty } from './property-mapper.js';

/** First time on the market, by its host's Publish or by an import (the demo seed). */
export function enqueuePropertyPublished(
  trx: Transaction<DB>,
  row: PropertyRow,
  by: 'host' | 'import',
) {
  return enqueueEvent(trx, ListingEvents.PROPERTY_PUBLISHED, {
    propertyId: row.id,
    hostId: row.host_id,
    listingType: row.listing_type ?? 'home',
    category: row.category as CategoryId,
    subcategory: row.subcategory as SubcategoryId,
    title: row.title ?? '',
    by,
  });
}

/** The public listing as it now stands (search replaces its copy). */
export function enqueuePropertyChanged(trx: Transaction<DB>, row: PropertyRow) {
  return enqueueEvent(trx, ListingEvents.PROPERTY_CHANGED, {
    property: toProperty(row),
    updatedAt: row.updated_at.toISOString(),
  });
}

export function enqueuePropertyWithdrawn(
  trx: Transaction<DB>,
  row: PropertyRow,
  reason: 'unlisted' | 'deleted',
) {
  return enqueueEvent(trx, ListingEvents.PROPERTY_WITHDRAWN, {
    propertyId: row.id,
    hostId: row.host_id,
    reason,
    at: (row.deleted_at ?? row.updated_at).toISOString(),
  });
}
