import { z } from 'zod';
import { IsoDate } from '../common/ids.js';
import { PageCursor } from '../common/cursor.js';
import { Amenity } from '../domain/amenities.js';
import { Category, StayHighlight, Subcategory } from '../domain/categories.js';
import { LIMITS } from '../domain/limits.js';
import { ListingType } from '../domain/listing-types.js';
import { SortValue } from '../domain/sort.js';
import { LocalTime } from '../booking/slot.js';
import { Photo } from './photo.js';
import { PropertySummary } from './property.js';
import { Flexibility, SEARCH_RADIUS_KM } from './search-params.js';

export { Flexibility, SEARCH_RADIUS_KM } from './search-params.js';

/**
 * `rpc.listing.search.query`: the guest's search, served from the listing service's read model
 * (published listings + unavailable periods projected from the booking service's events).
 * Every field is optional except the kind of space; an absent field filters nothing.
 */

/** The most results one page may carry; the web asks for `LIMITS.pageSize.default` (24). */
export const SEARCH_PAGE_MAX = 60;
/** Totals are counted exactly up to this many results; beyond it the reply says "at least". */
export const SEARCH_TOTAL_CAP = 1000;

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

/** Around a point: what a chosen place searches. */
export const RadiusArea = z
  .object({
    kind: z.literal('radius'),
    lat: Latitude,
    lng: Longitude,
    radiusKm: z.number().min(SEARCH_RADIUS_KM.min).max(SEARCH_RADIUS_KM.max),
  })
  .strict();

/** Inside the map's visible rectangle ("search this area"); never crosses the antimeridian. */
export const BoundsArea = z
  .object({
    kind: z.literal('bounds'),
    south: Latitude,
    west: Longitude,
    north: Latitude,
    east: Longitude,
  })
  .strict()
  .refine((b) => b.north > b.south, { path: ['north'], message: 'north must be above south' })
  .refine((b) => b.east > b.west, { path: ['east'], message: 'east must be east of west' });

export const SearchArea = z.discriminatedUnion('kind', [RadiusArea, BoundsArea]);
export type SearchArea = z.infer<typeof SearchArea>;

/**
 * When the guest wants the space, in the listing's local calendar:
 * - `stay`: the nights `[checkIn, checkOut)` (homes);
 * - `hourly`: one date, and when given a start time and a length in hours (hourly spaces); a date
 *   alone finds spaces open and not blocked that day;
 * - `flexible`: see `Flexibility`.
 */
export const SearchWhen = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('stay'), checkIn: IsoDate, checkOut: IsoDate })
    .strict()
    .refine((w) => w.checkOut > w.checkIn, {
      path: ['checkOut'],
      message: 'checkOut must be after checkIn',
    }),
  z
    .object({
      kind: z.literal('hourly'),
      date: IsoDate,
      startTime: LocalTime.optional(),
      hours: z.number().int().min(1).max(24).optional(),
    })
    .strict()
    .refine((w) => (w.startTime === undefined) === (w.hours === undefined), {
      path: ['hours'],
      message: 'startTime and hours go together',
    }),
  z.object({ kind: z.literal('flexible'), flexibility: Flexibility }).strict(),
]);
export type SearchWhen = z.infer<typeof SearchWhen>;

/**
 * The category bar and the What step write one `category` value: a category of the tree, one
 * of its subcategories, a stay highlight (homes), 'trending' (listings saved or booked in the
 * last 30 days) — or 'featured', which filters nothing and is never sent.
 */
export const SearchCategory = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), id: Category }).strict(),
  z.object({ kind: z.literal('subcategory'), id: Subcategory }).strict(),
  z.object({ kind: z.literal('highlight'), id: StayHighlight }).strict(),
  z.object({ kind: z.literal('trending') }).strict(),
]);
export type SearchCategory = z.infer<typeof SearchCategory>;

export const SearchRequest = z
  .object({
    listingType: ListingType,
    area: SearchArea.optional(),
    category: SearchCategory.optional(),
    when: SearchWhen.optional(),
    /** Adults + children: spaces whose capacity is at least this. */
    guests: z.number().int().min(1).max(500).optional(),
    /** Per night or per hour, in whole Chilean pesos before VAT (the listing's own price). */
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    bedrooms: z.number().int().min(0).max(50).optional(),
    bathrooms: z.number().int().min(0).max(50).optional(),
    /** Every one of these. */
    amenities: z.array(Amenity).max(40).optional(),
    petsAllowed: z.literal(true).optional(),
    instantBook: z.literal(true).optional(),
    sort: SortValue.default('recommended'),
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(SEARCH_PAGE_MAX).default(LIMITS.pageSize.default),
  })
  .strict()
  .refine((r) => r.minPrice === undefined || r.maxPrice === undefined || r.maxPrice >= r.minPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must not be below minPrice',
  })
  .refine((r) => r.when?.kind !== 'stay' || r.listingType === 'home', {
    path: ['checkIn'],
    message: 'Hourly spaces are searched by date and time, not by check-in and check-out',
  })
  .refine((r) => r.when?.kind !== 'hourly' || r.listingType === 'experience', {
    path: ['date'],
    message: 'Stays are searched by check-in and check-out',
  })
  .refine((r) => r.when?.kind !== 'flexible' || r.listingType === 'home', {
    path: ['flexibility'],
    message: 'Flexible dates apply to stays only',
  })
  .refine((r) => r.category?.kind !== 'highlight' || r.listingType === 'home', {
    path: ['category'],
    message: 'Stay themes apply to stays only',
  });
export type SearchRequest = z.input<typeof SearchRequest>;
export type ParsedSearchRequest = z.output<typeof SearchRequest>;

/** A result card: the summary, the first photos for the card's carousel, the distance. */
export const SearchHit = PropertySummary.extend({
  /** Up to `SEARCH_HIT_PHOTOS`, the cover first. */
  photos: z.array(Photo),
  /** Every photo of the listing, which the card's 'Photo 1 of N' counts. */
  photoCount: z.number().int().nonnegative(),
  region: z.string(),
  highlights: z.array(StayHighlight),
  /** Metres from the searched point (radius searches), else null. */
  distanceM: z.number().int().nonnegative().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;
export const SEARCH_HIT_PHOTOS = 5;

/**
 * How many results the whole search has, on the first page only (null on later pages):
 * `exact` is the true count; `atLeast` means there are more than `count` (= SEARCH_TOTAL_CAP)
 * and counting further was not worth the time.
 */
export const SearchTotal = z.object({
  count: z.number().int().nonnegative(),
  relation: z.enum(['exact', 'atLeast']),
});
export type SearchTotal = z.infer<typeof SearchTotal>;

export const SearchReply = z.object({
  items: z.array(SearchHit),
  nextCursor: z.string().nullable(),
  total: SearchTotal.nullable(),
});
export type SearchReply = z.infer<typeof SearchReply>;
