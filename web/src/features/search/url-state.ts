import { z } from 'zod';
import type { AmenityId } from '@arrendo/contracts/web';
import {
  Amenity,
  Flexibility,
  IsoDate,
  LIMITS,
  LocalTime,
  PriceUnit,
  SEARCH_RADIUS_KM,
  SearchCategoryParam,
  SortValue,
} from '@arrendo/contracts/web';

/**
 * The home URL is the search (spec §7): `/?lat&lng&location&category&checkIn&checkOut&
 * flexibility&guests&type` plus the filters of §5 and what a reload needs to restore the whole
 * form (decisions.md, Search: `adults`, `children`, `infants`). Every parameter is optional and a
 * malformed one is dropped rather than breaking the page. The router parses numbers and booleans
 * from JSON, so each field also accepts its string form. Loose: other features put their own
 * flags on `/` (`deleted=true`, the recovery link's `email`, `redirect`).
 */

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const numberParam = (schema: z.ZodNumber) =>
  optional(z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema));
const stringParam = <T extends z.ZodType>(schema: T) =>
  optional(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), schema));
const trueParam = optional(z.preprocess((v) => v === true || v === 'true', z.literal(true)));
/**
 * `amenities=wifi,tv` (spec §5); unknown ids are dropped, the rest kept. It stays the comma list
 * it is in the URL: the router writes the validated search back into the address, and an array
 * would turn into `["wifi","tv"]` there. `amenitiesOf` gives the ids.
 */
const amenityList = optional(
  z.preprocess((v) => {
    const ids = (typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [])
      .map((s) => String(s).trim())
      .filter((s) => Amenity.safeParse(s).success);
    return ids.length > 0 ? ids.join(',') : undefined;
  }, z.string()),
);

const count = (max: number) => numberParam(z.number().int().min(0).max(max));

export const SearchUrl = z.looseObject({
  /** Search mode (spec §4): `day` or `hour`; `pricingType` is kept in step. */
  type: stringParam(PriceUnit),
  pricingType: stringParam(z.string().max(20)),
  lat: numberParam(z.number().min(-90).max(90)),
  /** Longitude; the i18n detector reads `lng` as a language only when it is a language code. */
  lng: numberParam(z.number().min(-180).max(180)),
  location: stringParam(z.string().max(200)),
  radius: numberParam(z.number().min(SEARCH_RADIUS_KM.min).max(SEARCH_RADIUS_KM.max)),
  /** The map's "search this area" rectangle. */
  south: numberParam(z.number().min(-90).max(90)),
  west: numberParam(z.number().min(-180).max(180)),
  north: numberParam(z.number().min(-90).max(90)),
  east: numberParam(z.number().min(-180).max(180)),
  category: stringParam(SearchCategoryParam),
  /** Per-day: the nights `[checkIn, checkOut)`. Per-hour: `checkIn` is the day (= `checkOut`). */
  checkIn: stringParam(IsoDate),
  checkOut: stringParam(IsoDate),
  startTime: stringParam(LocalTime),
  hours: numberParam(z.number().int().min(1).max(24)),
  flexibility: stringParam(Flexibility),
  /** Adults + children, or the filters' minimum guests, whichever is larger. */
  guests: numberParam(z.number().int().min(1).max(500)),
  adults: count(16),
  children: count(15),
  infants: count(5),
  /** Pet-friendly only (a pets count above 0, or the More tab's toggle). */
  pets: trueParam,
  /** In the displayed currency: thousands of pesos for CLP, whole units otherwise (0012). */
  minPrice: numberParam(z.number().min(0).max(LIMITS.priceFilter.sliderMax)),
  maxPrice: numberParam(z.number().min(0).max(LIMITS.priceFilter.sliderMax)),
  sort: stringParam(SortValue),
  sortBy: stringParam(SortValue),
  bedrooms: count(LIMITS.counters.bedroomsMax),
  bathrooms: count(LIMITS.counters.bathroomsMax),
  amenities: amenityList,
  instant: trueParam,
  /** Mobile: the map instead of the list. */
  view: stringParam(z.enum(['list', 'map'])),
});
export type SearchUrl = z.infer<typeof SearchUrl>;

/** The amenity ids of `amenities` (already checked against the catalogue). */
export function amenitiesOf(url: SearchUrl): AmenityId[] {
  return url.amenities ? (url.amenities.split(',') as AmenityId[]) : [];
}

/** Every key this module owns: a new search replaces all of them and keeps the others. */
export const SEARCH_URL_KEYS = Object.keys(SearchUrl.shape) as (keyof SearchUrl & string)[];

/** Spec §4 "Search active": the URL has lat, location, checkIn, guests or category. */
export function isSearchActive(url: SearchUrl): boolean {
  return (
    url.lat !== undefined ||
    url.location !== undefined ||
    url.checkIn !== undefined ||
    url.guests !== undefined ||
    url.category !== undefined ||
    url.flexibility !== undefined
  );
}
