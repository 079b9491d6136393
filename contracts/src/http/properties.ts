import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { PageCursor } from '../common/cursor.js';
import { ListingType } from '../domain/listing-types.js';
import { LIMITS } from '../domain/limits.js';
import { PropertySummary } from '../listing/property.js';

/** `/api/properties`. */

export const ListPropertiesQuery = z
  .object({
    type: ListingType.optional(),
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
  })
  .strict();
export type ListPropertiesQuery = z.infer<typeof ListPropertiesQuery>;

export const PropertyListResponse = z.object({
  items: z.array(PropertySummary),
  nextCursor: z.string().nullable(),
  /** Published listings matching the filter (not just this page). */
  total: z.number().int().nonnegative(),
});
export type PropertyListResponse = z.infer<typeof PropertyListResponse>;

export const PropertyIdParams = z.object({ id: Uuid }).strict();
