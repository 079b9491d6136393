import { DEFAULT_SORT, FEATURED_CATEGORY, LIMITS } from '@arrendo/contracts/web';
import type { AmenityId, Flexibility, PriceUnit, SortValue } from '@arrendo/contracts/web';
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
  const adults = url.adults ?? (url.guests !== undefined ? url.guests : 0);
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

export function filtersFromUrl(url: SearchUrl): FilterSet {
  const sent = guestsSent(searchFromUrl(url).guests);
  return {
    priceRange: [
      url.minPrice ?? LIMITS.priceFilter.defaultMin,
      url.maxPrice ?? LIMITS.priceFilter.defaultMax,
    ],
    sortBy: url.sort ?? url.sortBy ?? DEFAULT_SORT,
    bedrooms: url.bedrooms || null,
    bathrooms: url.bathrooms || null,
    // The Who step and this counter write one `guests`; the larger wins (decisions.md).
    minGuests: url.guests !== undefined && url.guests > sent ? url.guests : null,
    amenities: url.amenities ?? [],
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
 * The filter parameters of spec §5. Each price end at its default writes nothing (no bound on
 * that end), as does the slider's top (decisions.md: "and above").
 */
export function filtersToUrl(f: FilterSet, search: SearchState): UrlPatch {
  const [min, max] = f.priceRange;
  const sent = guestsSent(search.guests);
  const guests = Math.max(sent, f.minGuests ?? 0);
  return {
    minPrice: min !== LIMITS.priceFilter.defaultMin && min > 0 ? min : undefined,
    maxPrice:
      max !== LIMITS.priceFilter.defaultMax && max < LIMITS.priceFilter.sliderMax ? max : undefined,
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
 * Spec §4 "Filters-active indicator": price off 50–1000, or any counter, amenity or toggle set;
 * a non-default sort counts on desktop only.
 */
export function filtersActive(f: FilterSet, opts: { desktop: boolean }): boolean {
  return (
    f.priceRange[0] !== LIMITS.priceFilter.defaultMin ||
    f.priceRange[1] !== LIMITS.priceFilter.defaultMax ||
    f.bedrooms !== null ||
    f.bathrooms !== null ||
    f.minGuests !== null ||
    f.amenities.length > 0 ||
    f.allowPets ||
    f.instantBook ||
    (opts.desktop && f.sortBy !== DEFAULT_SORT)
  );
}
