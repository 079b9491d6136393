import { PLACE_ROWS, REGIONS, type PlaceRow, type RegionCode } from '@arrendo/gazetteer';
import type { Rng } from '@arrendo/seed';

/** The seed's landscapes: they choose highlights, title landmarks and photo backdrops. */
export type Landscape = 'city' | 'coast' | 'andes' | 'lakes' | 'desert' | 'valley';

export interface BenchPlace {
  /** Comuna or town, e.g. "Providencia". */
  name: string;
  /** What people would call the city: "Santiago" for every comuna of Greater Santiago. */
  city: string;
  region: string;
  lat: number;
  lng: number;
  population: number;
  landscape: Landscape;
  /** Price level relative to the national average. */
  priceFactor: number;
  timeZone: string;
  greaterSantiago: boolean;
}

/** Share of listings in Greater Santiago (its people are ~40% of Chile's; demand is higher). */
export const SANTIAGO_SHARE = 0.45;

/**
 * Greater Santiago: the 32 comunas of the Santiago province plus Puente Alto and San Bernardo,
 * the conurbation INE counts as "Gran Santiago".
 */
export const GREATER_SANTIAGO: readonly string[] = [
  'Santiago',
  'Cerrillos',
  'Cerro Navia',
  'Conchalí',
  'El Bosque',
  'Estación Central',
  'Huechuraba',
  'Independencia',
  'La Cisterna',
  'La Florida',
  'La Granja',
  'La Pintana',
  'La Reina',
  'Las Condes',
  'Lo Barnechea',
  'Lo Espejo',
  'Lo Prado',
  'Macul',
  'Maipú',
  'Ñuñoa',
  'Pedro Aguirre Cerda',
  'Peñalolén',
  'Providencia',
  'Pudahuel',
  'Quilicura',
  'Quinta Normal',
  'Recoleta',
  'Renca',
  'San Joaquín',
  'San Miguel',
  'San Ramón',
  'Vitacura',
  'Puente Alto',
  'San Bernardo',
];

/** The eastern comunas (the "barrio alto") price well above the rest of the city. */
const SANTIAGO_PRICE: Readonly<Record<string, number>> = {
  Vitacura: 1.45,
  'Lo Barnechea': 1.4,
  'Las Condes': 1.3,
  Providencia: 1.2,
  'La Reina': 1.15,
  Ñuñoa: 1.05,
  Santiago: 0.95,
};

const LANDSCAPE_BY_REGION: Readonly<Record<RegionCode, Landscape>> = {
  AP: 'desert',
  TA: 'desert',
  AN: 'desert',
  AT: 'desert',
  CO: 'coast',
  VS: 'coast',
  RM: 'valley',
  LI: 'valley',
  ML: 'valley',
  NB: 'valley',
  BI: 'coast',
  AR: 'lakes',
  LR: 'lakes',
  LL: 'lakes',
  AI: 'andes',
  MA: 'andes',
};

/** Places people travel to pay more than their size suggests. */
const RESORTS: Readonly<Record<string, number>> = {
  Zapallar: 1.5,
  Pucón: 1.2,
  'Puerto Varas': 1.15,
  Frutillar: 1.05,
  'Viña del Mar': 1.1,
  Concón: 1.15,
  'San Pedro de Atacama': 1.3,
  'Puerto Natales': 1.2,
  'Torres del Paine': 1.4,
};

const regionByCode = new Map(REGIONS.map((r) => [r.code, r]));

function toPlace(row: PlaceRow): BenchPlace {
  const [name, code, lat, lng, population] = row;
  const region = regionByCode.get(code);
  if (!region) throw new Error(`unknown region ${code} for ${name}`);
  const greaterSantiago = code === 'RM' && GREATER_SANTIAGO.includes(name);
  // Regional capitals and big towns are cities, whatever the countryside around them is.
  const landscape: Landscape =
    greaterSantiago || population >= 150_000 ? 'city' : LANDSCAPE_BY_REGION[code];
  const priceFactor = greaterSantiago
    ? (SANTIAGO_PRICE[name] ?? 0.8)
    : (RESORTS[name] ?? (population >= 150_000 ? 0.95 : 0.85));
  return {
    name,
    city: greaterSantiago ? 'Santiago' : name,
    region: region.name,
    lat,
    lng,
    population,
    landscape,
    priceFactor,
    timeZone: code === 'MA' ? 'America/Punta_Arenas' : 'America/Santiago',
    greaterSantiago,
  };
}

export interface PlacePools {
  santiago: readonly BenchPlace[];
  rest: readonly BenchPlace[];
}

export function benchPlaces(): PlacePools {
  const all = PLACE_ROWS.map(toPlace);
  return {
    santiago: all.filter((p) => p.greaterSantiago),
    rest: all.filter((p) => !p.greaterSantiago),
  };
}

/** Picks by population: a comuna of 500 000 gets a hundred times the listings of one of 5 000. */
export function weightedPicker<T extends { population: number }>(
  items: readonly T[],
): (rng: Rng) => T {
  if (items.length === 0) throw new Error('nothing to pick from');
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += item.population;
    cumulative.push(total);
  }
  return (rng) => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

/** 45% in Greater Santiago, the rest over Chile; both by population. */
export function placePicker(pools: PlacePools = benchPlaces()): (rng: Rng) => BenchPlace {
  const santiago = weightedPicker(pools.santiago);
  const rest = weightedPicker(pools.rest);
  return (rng) => (rng.next() < SANTIAGO_SHARE ? santiago(rng) : rest(rng));
}

const KM_PER_DEGREE_LAT = 111.32;

/**
 * A point within the comuna: uniform over a disc whose radius grows with the population (a
 * village is a few hundred metres across, Maipú several kilometres).
 */
export function pointIn(rng: Rng, place: BenchPlace): { lat: number; lng: number } {
  const radiusKm = Math.min(5, 0.6 + Math.sqrt(place.population) / 200);
  const distance = radiusKm * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / KM_PER_DEGREE_LAT;
  const dLng =
    (distance * Math.sin(angle)) / (KM_PER_DEGREE_LAT * Math.cos((place.lat * Math.PI) / 180));
  return {
    lat: Math.round((place.lat + dLat) * 1e5) / 1e5,
    lng: Math.round((place.lng + dLng) * 1e5) / 1e5,
  };
}

/** Great-circle distance in kilometres (haversine), for tests and scenario checks. */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
