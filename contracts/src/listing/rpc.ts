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

export const ListingRpc = {
  health: healthRpc('listing'),
  listProperties: defineRpc(
    'rpc.listing.property.list',
    ListPropertiesRequest,
    ListPropertiesReply,
  ),
  getProperty: defineRpc('rpc.listing.property.get', GetPropertyRequest, Property),
} as const;
