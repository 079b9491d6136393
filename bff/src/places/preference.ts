import type { PlaceKind } from '@arrendo/contracts';
import { normalizePlaceText, REGIONS } from '@arrendo/gazetteer';

/** What Google says about a place: only the fields we read. */
export interface GoogleAddressComponent {
  long_name: string;
  types: string[];
}
export interface GooglePlaceResult {
  types: string[];
  address_components: GoogleAddressComponent[];
}

const isSublocality = (type: string) =>
  type === 'sublocality' || type.startsWith('sublocality_level_') || type === 'neighborhood';

/**
 * The spec's geocoding preference (§5): a locality, then administrative levels 1 to 3, then a
 * sublocality or neighbourhood, then the country; with the kind of place each one is. In Chile
 * level 2 is a province (a region-sized search) and level 3 a comuna (a city-sized one).
 */
const PREFERENCE: readonly { matches: (type: string) => boolean; kind: PlaceKind }[] = [
  { matches: (t) => t === 'locality', kind: 'locality' },
  { matches: (t) => t === 'administrative_area_level_1', kind: 'region' },
  { matches: (t) => t === 'administrative_area_level_2', kind: 'region' },
  { matches: (t) => t === 'administrative_area_level_3', kind: 'locality' },
  { matches: isSublocality, kind: 'neighbourhood' },
  { matches: (t) => t === 'country', kind: 'country' },
];

export interface Picked<R> {
  result: R;
  kind: PlaceKind;
  /** The type that chose it: the address component of this type names the place. */
  matchedType: string;
}

/**
 * The best of Google's results by the spec's order. When none has a preferred type (a street
 * address), the first result is a precise point: searched like a neighbourhood.
 */
export function pickPreferred<R extends GooglePlaceResult>(
  results: readonly R[],
): Picked<R> | null {
  for (const { matches, kind } of PREFERENCE) {
    for (const result of results) {
      const type = result.types.find(matches);
      if (type) return { result, kind, matchedType: type };
    }
  }
  const first = results[0];
  return first ? { result: first, kind: 'neighbourhood', matchedType: first.types[0] ?? '' } : null;
}

/** The long name of the first component having one of the types, in the order given. */
export function component(
  components: readonly GoogleAddressComponent[],
  ...types: string[]
): string | undefined {
  for (const type of types) {
    const found = components.find((c) => c.types.includes(type));
    if (found) return found.long_name;
  }
  return undefined;
}

const SHORT_REGIONS = REGIONS.map((r) => ({ name: r.name, normal: normalizePlaceText(r.name) }));

/**
 * Google's region names are the official ones ("Región del Libertador General Bernardo
 * O'Higgins", "Región de Los Lagos"); listings store the short ones the seed and the gazetteer
 * use ("O'Higgins", "Los Lagos").
 */
export function shortRegion(name: string): string {
  const normal = ` ${normalizePlaceText(name)} `;
  const known = SHORT_REGIONS.find((r) => normal.includes(` ${r.normal} `));
  return known?.name ?? name;
}
