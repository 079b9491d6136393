import { z } from 'zod';

/** Spec §3 "Sort values"; default price_asc. */
export const SortValue = z.enum(['price_asc', 'price_desc', 'rating', 'newest']);
export type SortValue = z.infer<typeof SortValue>;
export const DEFAULT_SORT: SortValue = 'price_asc';
