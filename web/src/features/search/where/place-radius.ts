import { SEARCH_RADIUS_KM, type PlaceKind } from '@arrendo/contracts/web';

/**
 * How far around a chosen place the search reaches. A region spreads over a hundred kilometres
 * or more, a comuna or city over a few, a neighbourhood less; 'Use current location' means
 * "around me", so it stays tight. One table so the popup, the sheet and the geocoder agree.
 */
export const PLACE_RADIUS_KM = {
  locality: 15,
  neighbourhood: 5,
  region: 150,
  country: SEARCH_RADIUS_KM.max,
  nearby: 10,
} as const satisfies Record<PlaceKind | 'nearby', number>;

/**
 * The kind of a place from its Google-style `types` (the gazetteer answers with the same words):
 * the most specific type wins, so "Santiago" (locality) is not taken for its region.
 */
export function kindFromTypes(types: readonly string[]): PlaceKind {
  const has = (t: string) => types.includes(t);
  if (has('locality') || has('administrative_area_level_3') || has('postal_town')) {
    return 'locality';
  }
  if (types.some((t) => t.startsWith('sublocality') || t === 'neighborhood')) {
    return 'neighbourhood';
  }
  if (has('administrative_area_level_2')) return 'locality';
  if (has('administrative_area_level_1')) return 'region';
  if (has('country')) return 'country';
  return 'locality';
}
