import type { SearchArea } from '@arrendo/contracts';

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Kilometres per degree of latitude, rounded down (the sphere's is 111.19): the box around a
 * radius must contain the whole circle, a little extra costs nothing.
 */
const KM_PER_DEGREE = 111;

/** The rectangle a search looks in: the map's, or the one around the circle. */
export function boxOf(area: SearchArea): Box {
  if (area.kind === 'bounds') {
    return { south: area.south, west: area.west, north: area.north, east: area.east };
  }
  const dLat = area.radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, area.lat - dLat);
  const north = Math.min(90, area.lat + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos((widest * Math.PI) / 180);
  // Near a pole every longitude is close by; the antimeridian is not crossed (Chile is far).
  if (cos < 0.01) return { south, west: -180, north, east: 180 };
  const dLng = area.radiusKm / (KM_PER_DEGREE * cos);
  return {
    south,
    north,
    west: Math.max(-180, area.lng - dLng),
    east: Math.min(180, area.lng + dLng),
  };
}

/** The share of the box the area covers (a circle fills π/4 of its square). */
export function coverageOf(area: SearchArea): number {
  return area.kind === 'radius' ? Math.PI / 4 : 1;
}
