import type { PlaceDetails, PlacePrediction } from '@arrendo/contracts';
import { normalizePlaceText, slugifyPlace } from './normalize.js';
import { PLACE_ROWS, REGIONS, type RegionCode } from './gazetteer-data.js';

export type GazetteerKind = 'region' | 'comuna' | 'city';

export interface GazetteerPlace {
  /** Stable and ours: `cl-rm-las-condes`, `cl-region-rm`. */
  id: string;
  name: string;
  /** The region's short name, as a listing's `region` ("Región Metropolitana", "Valparaíso"). */
  region: string;
  regionCode: RegionCode;
  lat: number;
  lng: number;
  kind: GazetteerKind;
  population: number;
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

export const GAZETTEER: readonly GazetteerPlace[] = [
  ...REGIONS.map((r): GazetteerPlace => ({
    id: `cl-region-${r.code.toLowerCase()}`,
    name: regionLabel(r.code, r.name),
    region: r.name,
    regionCode: r.code,
    lat: r.lat,
    lng: r.lng,
    kind: 'region',
    population: r.population,
  })),
  ...PLACE_ROWS.map(([name, code, lat, lng, population, kind]): GazetteerPlace => ({
    id: `cl-${code.toLowerCase()}-${slugifyPlace(name)}`,
    name,
    region: regionNames.get(code) ?? code,
    regionCode: code,
    lat,
    lng,
    kind: kind ?? 'comuna',
    population,
  })),
];

interface Indexed {
  place: GazetteerPlace;
  /** Normalised names it answers to (its own first). */
  names: string[];
}

const INDEX: readonly Indexed[] = GAZETTEER.map((place) => ({
  place,
  names: [
    normalizePlaceText(place.name),
    ...(place.kind === 'region'
      ? [
          normalizePlaceText(place.region),
          ...(REGION_ALIASES[place.regionCode] ?? []).map(normalizePlaceText),
        ]
      : []),
  ],
}));

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

/**
 * Accent- and case-insensitive search: exact names first, then names that start with the query,
 * then names with a word that does; within each, bigger places first.
 */
export function searchGazetteer(query: string, limit: number): GazetteerPlace[] {
  const q = normalizePlaceText(query);
  if (q === '') return [];
  const wholeWord = /\s$/.test(query);
  const hits: { place: GazetteerPlace; rank: number }[] = [];
  for (const { place, names } of INDEX) {
    let best: number | undefined;
    for (const name of names) {
      const rank = rankName(name, q, wholeWord);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
    if (best !== undefined) hits.push({ place, rank: best });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.place.population - a.place.population ||
      a.place.name.localeCompare(b.place.name, 'es'),
  );
  return hits.slice(0, limit).map((h) => h.place);
}

export function gazetteerPlace(id: string): GazetteerPlace | undefined {
  return BY_ID.get(id);
}

export function isGazetteerId(id: string): boolean {
  return id.startsWith('cl-');
}

function secondaryText(place: GazetteerPlace): string {
  return place.kind === 'region' ? 'Chile' : `${place.region}, Chile`;
}

export function toPrediction(place: GazetteerPlace): PlacePrediction {
  const secondary = secondaryText(place);
  return {
    placeId: place.id,
    description: `${place.name}, ${secondary}`,
    mainText: place.name,
    secondaryText: secondary,
  };
}

export function toDetails(place: GazetteerPlace): PlaceDetails {
  return {
    placeId: place.id,
    name: place.name,
    formattedAddress: `${place.name}, ${secondaryText(place)}`,
    city: place.kind === 'region' ? '' : place.name,
    region: place.region,
    lat: place.lat,
    lng: place.lng,
    types:
      place.kind === 'region'
        ? ['administrative_area_level_1', 'political']
        : ['locality', 'political'],
  };
}
