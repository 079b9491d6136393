import { DEFAULT_SORT, FEATURED_CATEGORY, LIMITS } from '@arrendo/contracts/web';
import type { AmenityId, Flexibility, PriceUnit, SortValue } from '@arrendo/contracts/web';
import { amenitiesOf } from './url-state';
import type { SearchUrl } from './url-state';

/** Spec §3 "Search state", as the search bar and the mobile modal edit it. */
export interface SearchPlace {
  /** What the Where field shows ("Santiago", "Las Condes, Región Metropolitana"). */
  label: string;
  /** Null until chosen from a suggestion or geocoded on Search. */
  lat: number | null;
  lng: number | null;
  /** Wider around a region than a comuna; the API's default when absent. */
  radiusKm?: number;
}

export type SearchDates =
  | { kind: 'range'; checkIn: string; checkOut: string }
  | { kind: 'day'; date: string; startTime?: string; hours?: number }
  | { kind: 'flexible'; flexibility: Flexibility };

export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
  pets: number;
}

export interface SearchState {
  mode: PriceUnit;
  place: SearchPlace | null;
  /** A category, subcategory, stay theme or 'trending'; null = featured (no filter). */
  category: string | null;
  dates: SearchDates | null;
  guests: GuestCounts;
}

/** Spec §3 "Filter set". `priceRange` is in display units of the chosen currency (0012). */
export interface FilterSet {
  priceRange: [number, number];
  sortBy: SortValue;
  bedrooms: number | null;
  bathrooms: number | null;
  minGuests: number | null;
  amenities: AmenityId[];
  allowPets: boolean;
  instantBook: boolean;
}

export const NO_GUESTS: GuestCounts = { adults: 0, children: 0, infants: 0, pets: 0 };

/** Clear all (spec §4, decisions.md): price 50–1000, recommended order, nothing else set. */
export const DEFAULT_FILTERS: FilterSet = {
  priceRange: [LIMITS.priceFilter.defaultMin, LIMITS.priceFilter.defaultMax],
  sortBy: DEFAULT_SORT,
  bedrooms: null,
  bathrooms: null,
  minGuests: null,
  amenities: [],
  allowPets: false,
  instantBook: false,
};

export function emptySearch(mode: PriceUnit): SearchState {
  return { mode, place: null, category: null, dates: null, guests: { ...NO_GUESTS } };
}

/** Guests sent = adults + children (infants do not count towards capacity). */
export function guestsSent(g: GuestCounts): number {
  return g.adults + g.children;
}

export function searchFromUrl(url: SearchUrl): SearchState {
  const mode = url.type ?? 'day';
  const place: SearchPlace | null =
    url.location !== undefined || url.lat !== undefined
      ? {
          label: url.location ?? '',
          lat: url.lat ?? null,
          lng: url.lng ?? null,
          ...(url.radius !== undefined ? { radiusKm: url.radius } : {}),
        }
      : null;
  let dates: SearchDates | null = null;
  if (mode === 'hour' && url.checkIn) {
    dates = {
      kind: 'day',
      date: url.checkIn,
      ...(url.startTime && url.hours ? { startTime: url.startTime, hours: url.hours } : {}),
    };
  } else if (mode === 'day' && url.checkIn && url.checkOut && url.checkOut > url.checkIn) {
    dates = { kind: 'range', checkIn: url.checkIn, checkOut: url.checkOut };
  } else if (mode === 'day' && url.flexibility) {
    dates = { kind: 'flexible', flexibility: url.flexibility };
  }
  // A link with only `guests` (spec §7) means that many adults; with `children` it does not.
  const adults = url.adults ?? (url.children === undefined ? (url.guests ?? 0) : 0);
  return {
    mode,
    place,
    category: url.category && url.category !== FEATURED_CATEGORY ? url.category : null,
    dates,
    guests: {
      adults,
      children: url.children ?? 0,
      infants: url.infants ?? 0,
      pets: url.pets ? 1 : 0,
    },
  };
}

/**
 * The price range a URL stands for. Neither end: the defaults (no filter). One end only (a
 * hand-written link): the other end is open, so the dialog shows what is really filtered. Ends
 * closer than 10, or crossed, are pulled apart as Show results would.
 */
function priceRangeFromUrl(url: SearchUrl): [number, number] {
  const { defaultMin, defaultMax, sliderMin, sliderMax, step } = LIMITS.priceFilter;
  if (url.minPrice === undefined && url.maxPrice === undefined) return [defaultMin, defaultMax];
  const min = Math.min(url.minPrice ?? sliderMin, sliderMax - step);
  return [min, Math.max(url.maxPrice ?? sliderMax, min + step)];
}

export function filtersFromUrl(url: SearchUrl): FilterSet {
  const sent = guestsSent(searchFromUrl(url).guests);
  return {
    priceRange: priceRangeFromUrl(url),
    sortBy: url.sort ?? url.sortBy ?? DEFAULT_SORT,
    bedrooms: url.bedrooms || null,
    bathrooms: url.bathrooms || null,
    // The Who step and this counter write one `guests`; the larger wins (decisions.md).
    minGuests: url.guests !== undefined && url.guests > sent ? url.guests : null,
    amenities: amenitiesOf(url),
    allowPets: url.pets === true,
    instantBook: url.instant === true,
  };
}

type UrlPatch = Partial<Record<keyof SearchUrl, string | number | boolean | undefined>>;

/** The URL parameters of a search (spec §7); undefined removes a parameter. */
export function searchToUrl(s: SearchState): UrlPatch {
  const sent = guestsSent(s.guests);
  const dates = s.dates;
  return {
    type: s.mode,
    pricingType: s.mode === 'hour' ? 'perHour' : 'perDay',
    location: s.place?.label || undefined,
    lat: s.place?.lat ?? undefined,
    lng: s.place?.lng ?? undefined,
    radius: s.place?.radiusKm,
    south: undefined,
    west: undefined,
    north: undefined,
    east: undefined,
    category: s.category ?? undefined,
    checkIn:
      dates?.kind === 'range' ? dates.checkIn : dates?.kind === 'day' ? dates.date : undefined,
    checkOut:
      dates?.kind === 'range' ? dates.checkOut : dates?.kind === 'day' ? dates.date : undefined,
    startTime: dates?.kind === 'day' ? dates.startTime : undefined,
    hours: dates?.kind === 'day' ? dates.hours : undefined,
    flexibility: dates?.kind === 'flexible' ? dates.flexibility : undefined,
    guests: sent > 0 ? sent : undefined,
    adults: s.guests.adults || undefined,
    children: s.guests.children || undefined,
    infants: s.guests.infants || undefined,
    pets: s.guests.pets > 0 ? true : undefined,
  };
}

/**
 * The filter parameters of spec §5. The default range (50–1000) writes no price at all: no
 * filter (decisions.md). Any other range writes both ends, as shown, so a reload restores the
 * dialog; the API reads 0 as no lower bound and the slider's top as "and above" (api-query.ts).
 * When the minimum-guests counter is above the Who step's guests, `adults` is written too (0
 * included), or a reload would read the lone `guests` as that many adults and lose the filter.
 */
export function filtersToUrl(f: FilterSet, search: SearchState): UrlPatch {
  const [min, max] = f.priceRange;
  const sent = guestsSent(search.guests);
  const guests = Math.max(sent, f.minGuests ?? 0);
  const priceSet = min !== LIMITS.priceFilter.defaultMin || max !== LIMITS.priceFilter.defaultMax;
  return {
    minPrice: priceSet ? min : undefined,
    maxPrice: priceSet ? max : undefined,
    ...(guests > sent ? { adults: search.guests.adults } : {}),
    sort: f.sortBy !== DEFAULT_SORT ? f.sortBy : undefined,
    sortBy: undefined,
    bedrooms: f.bedrooms ?? undefined,
    bathrooms: f.bathrooms ?? undefined,
    guests: guests > 0 ? guests : undefined,
    amenities: f.amenities.length > 0 ? f.amenities.join(',') : undefined,
    pets: f.allowPets || search.guests.pets > 0 ? true : undefined,
    instant: f.instantBook ? true : undefined,
  };
}

/**
 * The filters button's badge: how many filters are set (each amenity counts, the price range
 * once), and the order when it is not the default — on desktop only (spec §4).
 */
export function activeFilterCount(f: FilterSet, opts: { desktop: boolean }): number {
  const priceChanged =
    f.priceRange[0] !== LIMITS.priceFilter.defaultMin ||
    f.priceRange[1] !== LIMITS.priceFilter.defaultMax;
  return (
    Number(priceChanged) +
    Number(f.bedrooms !== null) +
    Number(f.bathrooms !== null) +
    Number(f.minGuests !== null) +
    f.amenities.length +
    Number(f.allowPets) +
    Number(f.instantBook) +
    Number(opts.desktop && f.sortBy !== DEFAULT_SORT)
  );
}

/**
 * Spec §4 "Filters-active indicator": price off 50–1000, or any counter, amenity or toggle set;
 * a non-default sort counts on desktop only.
 */
export function filtersActive(f: FilterSet, opts: { desktop: boolean }): boolean {
  return activeFilterCount(f, opts) > 0;
}
