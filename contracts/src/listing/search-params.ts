import { z } from 'zod';
import {
  CATEGORY_IDS,
  FEATURED_CATEGORY,
  STAY_HIGHLIGHTS,
  SUBCATEGORY_IDS,
} from '../domain/categories.js';

/**
 * The search's words that a search URL carries, re-exported by `listing/search.ts` and
 * `http/search.ts`. A module of their own so that code reading only a URL (the web's home page
 * parses its address on the first load) does not also load the request and reply schemas: a
 * bundler places whole modules, and those schemas reach the listing's (issue 9, bundle budget).
 */

/** Radius search bounds, in kilometres. */
export const SEARCH_RADIUS_KM = { min: 1, max: 500, default: 20 } as const;

/**
 * Flexible stays (the dates popup's 'how long' option): free for at least one coming weekend
 * (Friday and Saturday nights), one week (7 nights in a row) or one month (28 nights in a row)
 * within the availability horizon. Homes only.
 */
export const Flexibility = z.enum(['weekend', 'week', 'month']);
export type Flexibility = z.infer<typeof Flexibility>;

const CATEGORY_VALUES = [
  FEATURED_CATEGORY,
  'trending',
  ...CATEGORY_IDS,
  ...SUBCATEGORY_IDS,
  ...STAY_HIGHLIGHTS,
] as const;
/** `category=`: the category bar's entries (featured, trending, categories, subcategories, themes). */
export const SearchCategoryParam = z.enum(
  CATEGORY_VALUES as unknown as [string, ...string[]],
  'Unknown category',
);
