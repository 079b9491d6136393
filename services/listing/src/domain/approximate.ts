import { createHash } from 'node:crypto';

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;
/** The public point is moved between these distances from the pin. */
export const APPROXIMATION_MIN_M = 120;
export const APPROXIMATION_MAX_M = 360;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The public point of a listing: the host's pin moved 120–360 m in a direction, both drawn from
 * the listing id. Derived from the id (not random per request) so the point never moves between
 * requests: averaging many answers must not reveal the exact pin. Rounded to 5 decimals (about
 * 1 m), well inside the 400 m the contract promises.
 */
export function approximateLocation(id: string, exact: LatLng): LatLng {
  const digest = createHash('sha256').update(`approximate:${id}`).digest();
  const angle = (digest.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const distance =
    APPROXIMATION_MIN_M +
    (digest.readUInt32BE(4) / 2 ** 32) * (APPROXIMATION_MAX_M - APPROXIMATION_MIN_M);
  const dLat = (distance * Math.cos(angle)) / METRES_PER_DEGREE;
  const cosLat = Math.max(Math.cos((exact.lat * Math.PI) / 180), 0.01);
  const dLng = (distance * Math.sin(angle)) / (METRES_PER_DEGREE * cosLat);
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    lat: round(Math.min(90, Math.max(-90, exact.lat + dLat))),
    lng: round(Math.min(180, Math.max(-180, exact.lng + dLng))),
  };
}

/** Great-circle distance in metres (haversine), for tests and sanity checks. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const earth = 6_371_000;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earth * Math.asin(Math.sqrt(h));
}
