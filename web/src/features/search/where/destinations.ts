import type { PlaceKind } from '@arrendo/contracts/web';
import type { SearchPlace } from '../state';
import { PLACE_RADIUS_KM } from './place-radius';

/** A fixed suggestion of the Where step (spec §3 "Suggested destinations"). */
export interface Destination {
  /** Stable key for the list and the option ids. */
  id: string;
  /** The line in bold; also the place's label unless `label` says otherwise. */
  name: string;
  /** The grey line under it. */
  area: string;
  /** What the Where field and the URL's `location` show once chosen. */
  label?: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
}

// Place names are proper nouns, the same in both languages, so they live here, not in a catalogue.
// Santiago's centre is the spec's (Plaza de Armas); the desktop comunas use the gazetteer's centres.

// In both lists.
const SANTIAGO: Destination = {
  id: 'santiago',
  name: 'Santiago',
  area: 'Región Metropolitana, Chile',
  lat: -33.4489,
  lng: -70.6693,
  kind: 'locality',
};
const VINA_DEL_MAR: Destination = {
  id: 'vina-del-mar',
  name: 'Viña del Mar',
  area: 'Valparaíso, Chile',
  lat: -33.0245,
  lng: -71.5518,
  kind: 'locality',
};

/** Desktop popup, after the nearby entry (spec §2.3). */
export const DESKTOP_DESTINATIONS: readonly Destination[] = [
  SANTIAGO,
  {
    id: 'las-condes',
    name: 'Las Condes',
    area: 'Región Metropolitana, Chile',
    lat: -33.4087,
    lng: -70.567,
    kind: 'locality',
  },
  {
    id: 'providencia',
    name: 'Providencia',
    area: 'Región Metropolitana, Chile',
    lat: -33.4314,
    lng: -70.6093,
    kind: 'locality',
  },
  {
    id: 'la-reina',
    name: 'La Reina',
    area: 'Región Metropolitana, Chile',
    lat: -33.4411,
    lng: -70.5383,
    kind: 'locality',
  },
  VINA_DEL_MAR,
  {
    id: 'nunoa',
    name: 'Ñuñoa',
    area: 'Región Metropolitana, Chile',
    lat: -33.4569,
    lng: -70.5976,
    kind: 'locality',
  },
];

/** Mobile step and Explore destinations sheet, after the nearby entry, with the spec's coordinates. */
export const MOBILE_DESTINATIONS: readonly Destination[] = [
  SANTIAGO,
  {
    id: 'la-serena',
    name: 'La Serena',
    area: 'Coquimbo, Chile',
    lat: -29.9027,
    lng: -71.2519,
    kind: 'locality',
  },
  VINA_DEL_MAR,
  {
    id: 'pucon',
    name: 'Pucón',
    area: 'La Araucanía, Chile',
    lat: -39.2825,
    lng: -71.9773,
    kind: 'locality',
  },
  // decisions.md: Bariloche stays in the list and searches there honestly.
  {
    id: 'bariloche',
    name: 'San Carlos de Bariloche',
    area: 'Río Negro, Argentina',
    label: 'San Carlos de Bariloche, Argentina',
    lat: -41.1335,
    lng: -71.3103,
    kind: 'locality',
  },
];

export function destinationPlace(d: Destination): SearchPlace {
  return { label: d.label ?? d.name, lat: d.lat, lng: d.lng, radiusKm: PLACE_RADIUS_KM[d.kind] };
}
