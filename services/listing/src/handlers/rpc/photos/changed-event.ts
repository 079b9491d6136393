import { enqueueEvent } from '@arrendo/kit';
import { ListingEvents, type Property } from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import type { DB, PropertyRow } from '../../../db/types.js';
import { toProperty } from '../../../domain/property-mapper.js';
import { SearchRepository } from '../../../repositories/search.repository.js';

/**
 * The one call into the property mapper, kept here so that a change of its signature is fixed in
 * one place (the mapper is being rewritten for the wizard fields alongside this code).
 */
function publicPropertyOf(row: PropertyRow): Property {
  return toProperty(row);
}

/** Search keeps a copy of every listing on the market: tell it the photos changed. */
export async function enqueueChangedIfPublished(
  trx: Transaction<DB>,
  row: PropertyRow,
): Promise<void> {
  if (row.status !== 'published') return;
  await enqueueEvent(trx, ListingEvents.PROPERTY_CHANGED, {
    property: publicPropertyOf(row),
    updatedAt: row.updated_at.toISOString(),
  });
  // Result cards show the photos, read from `properties`; the refresh keeps every write that
  // announces a change also the one that brings the document up to date.
  await new SearchRepository(trx).refreshDocuments([row.id]);
}
