import type { GeocodeResult, PlaceDetails, PlaceKind, PlacePrediction } from '@arrendo/contracts';
import { normalizePlaceText, slugifyPlace } from './normalize.js';
import { CHILE, FOREIGN_PLACES, PLACE_ROWS, REGIONS, type RegionCode } from './gazetteer-data.js';

export type GazetteerKind = 'country' | 'region' | 'comuna' | 'city';

export interface GazetteerPlace {
  /** Stable and ours: `cl-rm-las-condes`, `cl-region-rm`, `cl-country`. */
  id: string;
  name: string;
  /** The region's short name, as a listing's `region` ("Región Metropolitana", "Valparaíso"). */
  region: string;
  /** Null for the country and for places abroad. */
  regionCode: RegionCode | null;
  country: string;
  lat: number;
  lng: number;
  kind: GazetteerKind;
  population: number;
  /** Offered while typing: Chilean regions, comunas and towns (not the country, nothing abroad). */
  suggested: boolean;
}

/** How a region reads on its own; the short name alone is ambiguous ("Valparaíso"). */
function regionLabel(code: RegionCode, name: string): string {
  if (code === 'RM') return name;
  if (code === 'AR') return 'Región de La Araucanía';
  return `Región de ${name}`;
}

/** Extra names a region answers to ("santiago" finds the Región Metropolitana too). */
const REGION_ALIASES: Partial<Record<RegionCode, string[]>> = {
  RM: ['Región Metropolitana de Santiago'],
  LI: ['Libertador General Bernardo O’Higgins'],
  AI: ['Aysén del General Carlos Ibáñez del Campo'],
  MA: ['Magallanes y de la Antártica Chilena'],
};

const regionNames = new Map(REGIONS.map((r) => [r.code, r.name]));

const COUNTRY_ID = 'cl-country';

export const GAZETTEER: readonly GazetteerPlace[] = [
  {
    id: COUNTRY_ID,
    name: CHILE.name,
    region: '',
    regionCode: null,
    country: CHILE.name,
    lat: CHILE.lat,
    lng: CHILE.lng,
    kind: 'country',
    population: CHILE.population,
    suggested: false,
  },
  ...REGIONS.map((r): GazetteerPlace => ({
    id: `cl-region-${r.code.toLowerCase()}`,
    name: regionLabel(r.code, r.name),
    region: r.name,
    regionCode: r.code,
    country: 'Chile',
    lat: r.lat,
    lng: r.lng,
    kind: 'region',
    population: r.population,
    suggested: true,
  })),
  ...PLACE_ROWS.map(([name, code, lat, lng, population, kind]): GazetteerPlace => ({
    id: `cl-${code.toLowerCase()}-${slugifyPlace(name)}`,
    name,
    region: regionNames.get(code) ?? code,
    regionCode: code,
    country: 'Chile',
    lat,
    lng,
    kind: kind ?? 'comuna',
    population,
    suggested: true,
  })),
  ...FOREIGN_PLACES.map((p): GazetteerPlace => ({
    id: p.id,
    name: p.name,
    region: p.region,
    regionCode: null,
    country: p.country,
    lat: p.lat,
    lng: p.lng,
    kind: 'city',
    population: p.population,
    suggested: false,
  })),
];

interface Indexed {
  place: GazetteerPlace;
  /** Normalised names it answers to (its own first). */
  names: string[];
}

function namesOf(place: GazetteerPlace): string[] {
  const extra =
    place.kind === 'region' && place.regionCode
      ? [place.region, ...(REGION_ALIASES[place.regionCode] ?? [])]
      : (FOREIGN_PLACES.find((p) => p.id === place.id)?.aliases ?? []);
  return [place.name, ...extra].map(normalizePlaceText);
}

const INDEX: readonly Indexed[] = GAZETTEER.map((place) => ({ place, names: namesOf(place) }));

const BY_ID = new Map(GAZETTEER.map((p) => [p.id, p]));

/** 0 exact, 1 the name starts with the query, 2 a later word does; undefined: no match. */
function rankName(name: string, query: string, wholeWord: boolean): number | undefined {
  if (name === query || name.replace(/ /g, '') === query.replace(/ /g, '')) return 0;
  // A typed space ends the word: "la " wants La Florida, not Lampa or Las Condes.
  const padded = wholeWord ? `${name} ` : name;
  const needle = wholeWord ? `${query} ` : query;
  if (padded.startsWith(needle)) return 1;
  if (` ${padded}`.includes(` ${needle}`)) return 2;
  return undefined;
}

interface Hit {
  place: GazetteerPlace;
  rank: number;
}

/** Every place answering to the text, with its best rank (unsorted). */
function match(text: string): Hit[] {
  const q = normalizePlaceText(text);
  if (q === '') return [];
  const wholeWord = /\s$/.test(text);
  const hits: Hit[] = [];
  for (const { place, names } of INDEX) {
    let best: number | undefined;
    for (const name of names) {
      const rank = rankName(name, q, wholeWord);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
    if (best !== undefined) hits.push({ place, rank: best });
  }
  return hits;
}

/**
 * Accent- and case-insensitive search of the suggested places: exact names first, then names
 * that start with the query, then names with a word that does; within each, bigger places first.
 */
export function searchGazetteer(query: string, limit: number): GazetteerPlace[] {
  const hits = match(query).filter((h) => h.place.suggested);
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.place.population - a.place.population ||
      a.place.name.localeCompare(b.place.name, 'es'),
  );
  return hits.slice(0, limit).map((h) => h.place);
}

/** A comuna this big is what people mean by its name, even when a region shares it. */
const CITY_OVER_REGION = 100_000;

/**
 * The spec's geocoding preference (a locality, then a region, then the country), with one
 * exception: a region beats a smaller comuna of the same name or prefix ("Maule", "Aysén",
 * "O'Higgins" and "Los Lagos" mean the region; "Valparaíso" and "Antofagasta" the city).
 */
function geocodeClass(place: GazetteerPlace): number {
  switch (place.kind) {
    case 'comuna':
    case 'city':
      return place.population >= CITY_OVER_REGION ? 0 : 2;
    case 'region':
      return 1;
    case 'country':
      return 3;
  }
}

function bestForGeocode(hits: Hit[]): GazetteerPlace | undefined {
  const usable = hits.filter((h) => h.rank <= 1);
  usable.sort(
    (a, b) =>
      a.rank - b.rank ||
      geocodeClass(a.place) - geocodeClass(b.place) ||
      b.place.population - a.place.population,
  );
  return usable[0]?.place;
}

const REGION_PLACES = new Map(
  GAZETTEER.filter((p) => p.kind === 'region').map((p) => [p.regionCode, p]),
);

/** Whether the words after the first comma ("Región Metropolitana, Chile") describe the place. */
function fitsContext(place: GazetteerPlace, context: string): boolean {
  const region = place.regionCode ? REGION_PLACES.get(place.regionCode) : undefined;
  const around = [normalizePlaceText(place.country), normalizePlaceText(place.region)];
  if (region) around.push(...namesOf(region));
  return around
    .filter((name) => name !== '')
    .some((name) => ` ${context} `.includes(` ${name} `) || ` ${name} `.includes(` ${context} `));
}

/**
 * A typed destination without a chosen suggestion: the best exact or prefix match of the whole
 * text, else of its first part when the rest names the place's region or country (the text of a
 * suggestion, "Las Condes, Región Metropolitana, Chile", comes back this way).
 */
export function geocodeGazetteer(text: string): GazetteerPlace | undefined {
  const whole = bestForGeocode(match(text));
  if (whole) return whole;
  const [head = '', ...rest] = text.split(',');
  const context = normalizePlaceText(rest.join(' '));
  if (context === '') return undefined;
  return bestForGeocode(match(head).filter((h) => fitsContext(h.place, context)));
}

/** Farther than this from every comuna or town, a position is nowhere the gazetteer can name. */
export const REVERSE_MAX_KM = 100;

const EARTH_RADIUS_KM = 6371;

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const NAMED_POINTS = GAZETTEER.filter((p) => p.kind === 'comuna' || p.kind === 'city');

/**
 * The nearest comuna or town within REVERSE_MAX_KM (haversine); undefined when none is. A town
 * that is its comuna's seat stands on the same point: its own name is what people say there
 * (Puerto Williams, not Cabo de Hornos).
 */
export function reverseGazetteer(lat: number, lng: number): GazetteerPlace | undefined {
  let best: GazetteerPlace | undefined;
  let bestKm = Infinity;
  for (const place of NAMED_POINTS) {
    const km = distanceKm(lat, lng, place.lat, place.lng);
    if (km < bestKm || (km === bestKm && place.kind === 'city')) {
      best = place;
      bestKm = km;
    }
  }
  return bestKm <= REVERSE_MAX_KM ? best : undefined;
}

export function gazetteerPlace(id: string): GazetteerPlace | undefined {
  return BY_ID.get(id);
}

/** Our ids (`cl-…`, `ar-…`) resolve locally; Google's never look like them. */
export function isGazetteerId(id: string): boolean {
  return /^(cl|ar)-/.test(id);
}

function secondaryText(place: GazetteerPlace): string {
  if (place.kind === 'country') return '';
  return place.kind === 'region' ? place.country : `${place.region}, ${place.country}`;
}

function label(place: GazetteerPlace): string {
  const secondary = secondaryText(place);
  return secondary ? `${place.name}, ${secondary}` : place.name;
}

export function toPrediction(place: GazetteerPlace): PlacePrediction {
  return {
    placeId: place.id,
    description: label(place),
    mainText: place.name,
    secondaryText: secondaryText(place),
  };
}

const TYPES: Record<GazetteerKind, string[]> = {
  country: ['country', 'political'],
  region: ['administrative_area_level_1', 'political'],
  comuna: ['locality', 'political'],
  city: ['locality', 'political'],
};

export function toDetails(place: GazetteerPlace): PlaceDetails {
  return {
    placeId: place.id,
    name: place.name,
    formattedAddress: label(place),
    city: place.kind === 'comuna' || place.kind === 'city' ? place.name : '',
    region: place.region,
    lat: place.lat,
    lng: place.lng,
    types: TYPES[place.kind],
  };
}

const KINDS: Record<GazetteerKind, PlaceKind> = {
  country: 'country',
  region: 'region',
  comuna: 'locality',
  city: 'locality',
};

export function toGeocodeResult(place: GazetteerPlace): GeocodeResult {
  return { ...toDetails(place), kind: KINDS[place.kind] };
}
