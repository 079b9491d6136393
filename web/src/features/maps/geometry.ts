import type { LatLng } from './map-view-props';

const EARTH_RADIUS_M = 6_371_008.8;

/** A polygon approximating a circle on the ground (good enough for a few kilometres). */
export function circlePolygon(
  center: LatLng,
  radiusMeters: number,
  steps = 64,
): [number, number][] {
  const ring: [number, number][] = [];
  const latRad = (center.lat * Math.PI) / 180;
  const dLat = (radiusMeters / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.max(Math.cos(latRad), 1e-6);
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    ring.push([center.lng + dLng * Math.cos(a), center.lat + dLat * Math.sin(a)]);
  }
  return ring;
}

/** Whether this browser can give MapLibre a WebGL context at all. */
export function hasWebGL(): boolean {
  try {
    if (typeof WebGLRenderingContext === 'undefined') return false;
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
