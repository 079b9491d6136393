import { z } from 'zod';

/**
 * Spec §3 "Sort values" plus 'recommended' (decisions.md, Search): results without a sort come
 * in the recommended order (rating, then number of reviews, then distance to the searched place),
 * which is also the first option of the Sort tab and what Clear all returns to. This replaces
 * the spec's `price_asc` default.
 */
export const SortValue = z.enum(['recommended', 'price_asc', 'price_desc', 'rating', 'newest']);
export type SortValue = z.infer<typeof SortValue>;
export const DEFAULT_SORT: SortValue = 'recommended';
