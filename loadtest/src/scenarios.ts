import { createRng, type Rng } from '@arrendo/seed';
import { benchPlaces, type BenchPlace } from './dataset/places.js';
import { addDays, todayIn } from './dataset/local-time.js';

/** `GET /api/search` query parameters, as the home page sends them. */
export type SearchParams = Record<string, string>;

export type ScenarioId = 'santiago-stay' | 'hourly' | 'bounds' | 'deep-page' | 'browse';

export interface Scenario {
  id: ScenarioId;
  /** What the printout calls it. */
  title: string;
  /** The next request's parameters; the same seed gives the BFF and SQL runs the same requests. */
  next(): SearchParams;
}

/** Days ahead the random dates fall in (well inside the 6-month horizon). */
export const DATE_WINDOW = { from: 1, to: 150 } as const;
/** Amenities most listings of a kind offer, so the filter narrows without emptying the page. */
const COMMON_AMENITIES = ['wifi', 'kitchen', 'heating', 'parking', 'tv'] as const;
const VALPARAISO = { lat: -33.0472, lng: -71.6127 };
const VINA = { lat: -33.0245, lng: -71.5518 };

const fixed = (n: number, digits: number): string => n.toFixed(digits);

export interface ScenarioContext {
  now: Date;
  /** Another seed, another sequence: the warm-up must not pre-load the measured requests. */
  seed?: string;
  santiago?: readonly BenchPlace[];
}

function comuna(rng: Rng, santiago: readonly BenchPlace[]): { lat: string; lng: string } {
  const place = rng.pick(santiago);
  return { lat: fixed(place.lat, 4), lng: fixed(place.lng, 4) };
}

function dateAhead(rng: Rng, today: string): string {
  return addDays(today, rng.int(DATE_WINDOW.from, DATE_WINDOW.to));
}

/**
 * The representative searches. Every request varies (dates in the horizon, Santiago comunas,
 * bounds around Valparaíso and Viña) so no cache, in Postgres or anywhere else, serves the same
 * answer twice in a row. The deep page is built by the caller (it needs real cursors).
 */
export function scenarioGenerators(
  context: ScenarioContext,
): Record<Exclude<ScenarioId, 'deep-page'>, Scenario> {
  const santiago = context.santiago ?? benchPlaces().santiago;
  const today = todayIn('America/Santiago', context.now);
  const seeded = (id: ScenarioId): Rng => createRng(`bench-scenario:${context.seed ?? ''}:${id}`);

  const stayRng = seeded('santiago-stay');
  const hourlyRng = seeded('hourly');
  const boundsRng = seeded('bounds');
  const browseRng = seeded('browse');
  return {
    'santiago-stay': {
      id: 'santiago-stay',
      title: 'Santiago 20 km + stay dates + 2 guests + price + amenity',
      next: () => {
        const rng = stayRng;
        const checkIn = dateAhead(rng, today);
        const minPrice = rng.int(2, 5) * 10_000;
        return {
          type: 'day',
          ...comuna(rng, santiago),
          radius: '20',
          checkIn,
          checkOut: addDays(checkIn, rng.int(2, 6)),
          guests: '2',
          minPrice: String(minPrice),
          maxPrice: String(minPrice + rng.int(6, 20) * 10_000),
          amenities: rng.pick(COMMON_AMENITIES),
        };
      },
    },
    hourly: {
      id: 'hourly',
      title: 'hourly: date + start time + 2 h near Santiago',
      next: () => {
        const rng = hourlyRng;
        const hour = rng.int(9, 18);
        return {
          type: 'hour',
          ...comuna(rng, santiago),
          radius: '20',
          date: dateAhead(rng, today),
          startTime: `${String(hour).padStart(2, '0')}:${rng.chance(0.5) ? '00' : '30'}`,
          hours: '2',
        };
      },
    },
    bounds: {
      id: 'bounds',
      title: 'map bounds around Valparaíso / Viña del Mar',
      next: () => {
        const rng = boundsRng;
        const t = rng.next();
        const lat = VALPARAISO.lat + (VINA.lat - VALPARAISO.lat) * t + (rng.next() - 0.5) * 0.02;
        const lng = VALPARAISO.lng + (VINA.lng - VALPARAISO.lng) * t + (rng.next() - 0.5) * 0.02;
        // A phone's map to a desktop's: 6 to 18 km tall.
        const halfLat = 0.03 + rng.next() * 0.05;
        const halfLng = halfLat * 1.4;
        return {
          type: 'day',
          south: fixed(lat - halfLat, 5),
          west: fixed(lng - halfLng, 5),
          north: fixed(lat + halfLat, 5),
          east: fixed(lng + halfLng, 5),
        };
      },
    },
    browse: {
      id: 'browse',
      title: 'no location: default browse (per day / per hour)',
      next: () => ({ type: browseRng.chance(0.5) ? 'day' : 'hour' }),
    },
  };
}

/** The deep page's starting points: Santiago comunas, 2 guests, no dates (page 1 of each). */
export function deepPageStarts(context: ScenarioContext, count: number): SearchParams[] {
  const santiago = context.santiago ?? benchPlaces().santiago;
  const rng = createRng('bench-scenario:deep-page');
  return Array.from({ length: count }, () => ({
    type: 'day',
    ...comuna(rng, santiago),
    radius: '20',
    guests: '2',
  }));
}

/** Cycles through prepared requests (the deep pages). */
export function cycling(
  id: ScenarioId,
  title: string,
  requests: readonly SearchParams[],
): Scenario {
  if (requests.length === 0) throw new Error(`${id}: no requests to cycle through`);
  let i = 0;
  return {
    id,
    title,
    next: () => requests[i++ % requests.length] as SearchParams,
  };
}

export function searchPath(params: SearchParams): string {
  return `/api/search?${new URLSearchParams(params).toString()}`;
}
