import { SEARCH_RADIUS_KM } from '@arrendo/contracts/web';
import type { SearchUrl } from '@/features/search/url-state';
import type { MapBounds, SearchAreaPatch } from './types';

/** Mainland Chile and its islands near the coast: the map's view before any search. */
export const CHILE_BOUNDS: MapBounds = { south: -56, west: -76, north: -17.4, east: -66.4 };

const KM_PER_DEGREE_LAT = 111.195;
/** Five decimals is about a metre: enough for a map area, short in the URL. */
const URL_DECIMALS = 5;
/** A single result still shows its surroundings (about 1 km either way). */
const MIN_SPAN_DEG = 0.02;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The rectangle around a radius search. */
export function radiusBounds(lat: number, lng: number, radiusKm: number): MapBounds {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 1e-6);
  return {
    south: clamp(lat - dLat, -90, 90),
    north: clamp(lat + dLat, -90, 90),
    west: clamp(lng - dLng, -180, 180),
    east: clamp(lng + dLng, -180, 180),
  };
}

/** The smallest rectangle holding every point (never smaller than `MIN_SPAN_DEG`). */
export function pointsBounds(points: { lat: number; lng: number }[]): MapBounds | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  const padLat = Math.max(0, (MIN_SPAN_DEG - (north - south)) / 2);
  const padLng = Math.max(0, (MIN_SPAN_DEG - (east - west)) / 2);
  return {
    south: south - padLat,
    north: north + padLat,
    west: west - padLng,
    east: east + padLng,
  };
}

/** The searched map area from the URL, when all four sides are there. */
export function urlBounds(url: SearchUrl): MapBounds | null {
  const { south, west, north, east } = url;
  if (south === undefined || west === undefined || north === undefined || east === undefined) {
    return null;
  }
  return { south, west, north, east };
}

/**
 * What the map shows for a search: the searched rectangle as it is; otherwise the results; with
 * none, the searched radius; with no place either, Chile.
 */
export function targetBounds(url: SearchUrl, points: { lat: number; lng: number }[]): MapBounds {
  const area = urlBounds(url);
  if (area) return area;
  const around = pointsBounds(points);
  if (around) return around;
  if (url.lat !== undefined && url.lng !== undefined) {
    return radiusBounds(url.lat, url.lng, url.radius ?? SEARCH_RADIUS_KM.default);
  }
  return CHILE_BOUNDS;
}

/**
 * "Search this area": the visible rectangle as URL parameters, rounded and kept valid (inside the
 * world, north above south, east of west), replacing the point search.
 */
export function searchAreaPatch(b: MapBounds): SearchAreaPatch {
  const round = (v: number) => Number(v.toFixed(URL_DECIMALS));
  const south = round(clamp(b.south, -90, 90));
  const north = round(clamp(b.north, -90, 90));
  const west = round(clamp(b.west, -180, 180));
  const east = round(clamp(b.east, -180, 180));
  const step = 10 ** -URL_DECIMALS;
  return {
    south,
    west,
    north: north > south ? north : round(south + step),
    east: east > west ? east : round(west + step),
    lat: undefined,
    lng: undefined,
    radius: undefined,
  };
}
