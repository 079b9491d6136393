import { z } from 'zod';
import { IsoDate } from '../common/ids.js';
import { PageCursor } from '../common/cursor.js';
import { Amenity } from '../domain/amenities.js';
import {
  CATEGORY_IDS,
  FEATURED_CATEGORY,
  STAY_HIGHLIGHTS,
  SUBCATEGORY_IDS,
} from '../domain/categories.js';
import { LIMITS } from '../domain/limits.js';
import { LISTING_TYPE_BY_SEARCH_MODE, PriceUnit } from '../domain/listing-types.js';
import { SortValue } from '../domain/sort.js';
import { LocalTime } from '../booking/slot.js';
import {
  Flexibility,
  Latitude,
  Longitude,
  SEARCH_PAGE_MAX,
  SEARCH_RADIUS_KM,
  SearchReply,
  type SearchCategory,
  type SearchRequest,
} from '../listing/search.js';
import { SearchCategoryParam } from '../listing/search-params.js';

export { SearchCategoryParam } from '../listing/search-params.js';

/**
 * `GET /api/search`: the home page's results. Flat query parameters, each validated on its own
 * so a 400 names the parameter (`lat`, `maxPrice`, `amenities`…). Prices are per night or per
 * hour in whole Chilean pesos before VAT: the web converts what the guest typed in their
 * currency (docs/decisions/0012-search.md).
 */

/** An absent or empty parameter is "not given"; anything else must parse. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const num = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    const raw = blankToUndefined(v);
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') return raw;
    const n = Number(raw.trim());
    return raw.trim() === '' || !Number.isFinite(n) ? raw : n;
  }, schema.optional());
const flag = z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional());
const text = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** `amenities=wifi,parking`: each must be a known amenity. */
const AmenityList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(Amenity).max(40),
);

export const SearchQuery = z
  .object({
    /** The URL's search mode: per day (homes) or per hour (hourly spaces). */
    type: text(PriceUnit).default('day'),
    lat: num(Latitude),
    lng: num(Longitude),
    radius: num(z.number().min(SEARCH_RADIUS_KM.min).max(SEARCH_RADIUS_KM.max)),
    south: num(Latitude),
    west: num(Longitude),
    north: num(Latitude),
    east: num(Longitude),
    category: text(SearchCategoryParam),
    checkIn: text(IsoDate),
    checkOut: text(IsoDate),
    date: text(IsoDate),
    startTime: text(LocalTime),
    hours: num(z.number().int().min(1).max(24)),
    flexibility: text(Flexibility),
    guests: num(z.number().int().min(1).max(500)),
    minPrice: num(z.number().int().min(0)),
    maxPrice: num(z.number().int().min(0)),
    bedrooms: num(z.number().int().min(0).max(50)),
    bathrooms: num(z.number().int().min(0).max(50)),
    amenities: z.preprocess(blankToUndefined, AmenityList.optional()),
    pets: flag,
    instant: flag,
    sort: text(SortValue),
    /** The spec's other name for `sort`. */
    sortBy: text(SortValue),
    cursor: text(PageCursor),
    limit: num(z.number().int().min(1).max(SEARCH_PAGE_MAX)),
  })
  .strict()
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      issue(q.lat === undefined ? 'lat' : 'lng', 'lat and lng go together');
    }
    if (q.radius !== undefined && q.lat === undefined) issue('radius', 'radius needs lat and lng');
    const bounds = [q.south, q.west, q.north, q.east];
    const given = bounds.filter((b) => b !== undefined).length;
    if (given !== 0 && given !== 4) {
      const missing = (['south', 'west', 'north', 'east'] as const).find((k) => q[k] === undefined);
      issue(missing ?? 'north', 'south, west, north and east go together');
    }
    if (given === 4 && q.lat !== undefined) issue('lat', 'Search a point or a map area, not both');
    if (given === 4 && q.north! <= q.south!) issue('north', 'north must be above south');
    if (given === 4 && q.east! <= q.west!) issue('east', 'east must be east of west');
    if ((q.checkIn === undefined) !== (q.checkOut === undefined)) {
      issue(q.checkIn === undefined ? 'checkIn' : 'checkOut', 'checkIn and checkOut go together');
    }
    if (q.checkIn && q.checkOut && q.checkOut <= q.checkIn) {
      issue('checkOut', 'checkOut must be after checkIn');
    }
    if ((q.startTime === undefined) !== (q.hours === undefined)) {
      issue(q.startTime === undefined ? 'startTime' : 'hours', 'startTime and hours go together');
    }
    if (q.startTime !== undefined && q.date === undefined) issue('date', 'startTime needs a date');
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.maxPrice < q.minPrice) {
      issue('maxPrice', 'maxPrice must not be below minPrice');
    }
    const hourly = q.type === 'hour';
    if (hourly && q.checkIn !== undefined) issue('checkIn', 'Hourly spaces are searched by date');
    if (!hourly && q.date !== undefined)
      issue('date', 'Stays are searched by checkIn and checkOut');
    if (q.flexibility !== undefined && (hourly || q.checkIn !== undefined)) {
      issue('flexibility', 'Flexible dates apply to stays without fixed dates');
    }
    const highlight = (STAY_HIGHLIGHTS as readonly string[]).includes(q.category ?? '');
    if (hourly && (highlight || q.category === 'trending')) {
      issue('category', 'Stay themes apply to stays only');
    }
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

function searchCategoryOf(value: string | undefined): SearchCategory | undefined {
  if (value === undefined || value === FEATURED_CATEGORY) return undefined;
  if (value === 'trending') return { kind: 'trending' };
  if ((CATEGORY_IDS as readonly string[]).includes(value)) {
    return { kind: 'category', id: value as (typeof CATEGORY_IDS)[number] };
  }
  if ((SUBCATEGORY_IDS as readonly string[]).includes(value)) {
    return { kind: 'subcategory', id: value as (typeof SUBCATEGORY_IDS)[number] };
  }
  return { kind: 'highlight', id: value as (typeof STAY_HIGHLIGHTS)[number] };
}

/** The RPC request for a validated query (the BFF's only translation step). */
export function searchRequestFromQuery(q: SearchQuery): SearchRequest {
  const listingType = LISTING_TYPE_BY_SEARCH_MODE[q.type];
  const area: SearchRequest['area'] =
    q.lat !== undefined && q.lng !== undefined
      ? { kind: 'radius', lat: q.lat, lng: q.lng, radiusKm: q.radius ?? SEARCH_RADIUS_KM.default }
      : q.south !== undefined &&
          q.west !== undefined &&
          q.north !== undefined &&
          q.east !== undefined
        ? { kind: 'bounds', south: q.south, west: q.west, north: q.north, east: q.east }
        : undefined;
  const when: SearchRequest['when'] =
    q.checkIn !== undefined && q.checkOut !== undefined
      ? { kind: 'stay', checkIn: q.checkIn, checkOut: q.checkOut }
      : q.date !== undefined
        ? q.startTime !== undefined && q.hours !== undefined
          ? { kind: 'hourly', date: q.date, startTime: q.startTime, hours: q.hours }
          : { kind: 'hourly', date: q.date }
        : q.flexibility !== undefined
          ? { kind: 'flexible', flexibility: q.flexibility }
          : undefined;
  const category = searchCategoryOf(q.category);
  return {
    listingType,
    ...(area ? { area } : {}),
    ...(category ? { category } : {}),
    ...(when ? { when } : {}),
    ...(q.guests !== undefined ? { guests: q.guests } : {}),
    ...(q.minPrice !== undefined ? { minPrice: q.minPrice } : {}),
    ...(q.maxPrice !== undefined ? { maxPrice: q.maxPrice } : {}),
    ...(q.bedrooms !== undefined ? { bedrooms: q.bedrooms } : {}),
    ...(q.bathrooms !== undefined ? { bathrooms: q.bathrooms } : {}),
    ...(q.amenities !== undefined && q.amenities.length > 0 ? { amenities: q.amenities } : {}),
    ...(q.pets === 'true' ? { petsAllowed: true as const } : {}),
    ...(q.instant === 'true' ? { instantBook: true as const } : {}),
    sort: q.sort ?? q.sortBy ?? 'recommended',
    ...(q.cursor !== undefined ? { cursor: q.cursor } : {}),
    limit: q.limit ?? LIMITS.pageSize.default,
  };
}

export const SearchResponse = SearchReply;
export type SearchResponse = SearchReply;
