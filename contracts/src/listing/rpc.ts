import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { Uuid } from '../common/ids.js';
import { PageCursor } from '../common/cursor.js';
import { ListingType } from '../domain/listing-types.js';
import { LIMITS } from '../domain/limits.js';
import { Property, PropertySummary } from './property.js';

export const ListPropertiesRequest = z
  .object({
    listingType: ListingType.optional(),
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

export const GetPropertyRequest = z.object({ id: Uuid }).strict();

/** Most listings one import call may carry: one transaction, well under pg's bind limit. */
export const IMPORT_BATCH_MAX = 100;

/**
 * A listing handed over whole, under an id the caller chose and keeps: the id is what makes a
 * retried or repeated import harmless. `priceUnit` follows from `listingType`, so it is not sent.
 */
export const ImportedProperty = Property.omit({ priceUnit: true }).strict();
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

export const ListingRpc = {
  health: healthRpc('listing'),
  listProperties: defineRpc(
    'rpc.listing.property.list',
    ListPropertiesRequest,
    ListPropertiesReply,
  ),
  getProperty: defineRpc('rpc.listing.property.get', GetPropertyRequest, Property),
  /** System and admin actors only: the demo seed (and later bulk imports) create listings here. */
  importProperties: defineRpc(
    'rpc.listing.property.import',
    ImportPropertiesRequest,
    ImportPropertiesReply,
  ),
} as const;
