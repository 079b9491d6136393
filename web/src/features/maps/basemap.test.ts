import { GeoJSONVT } from '@maplibre/geojson-vt';
import { describe, expect, it } from 'vitest';
import basemapText from './basemap/chile.json?raw';
import {
  OFFLINE_MAX_ZOOM,
  OFFLINE_MIN_ZOOM,
  UNDRAWN_COLOR,
  WATER_COLOR,
  offlineStyle,
} from './offline-style';

// The offline map as MapLibre draws it: the basemap cut into tiles by the library MapLibre cuts
// GeoJSON with, with the options its GeoJSON source gives it (maplibre-gl's geojson_source.ts:
// 8192 units a tile, buffer and tolerance in 512 px tiles), up to the source's maxzoom.
const basemap = JSON.parse(basemapText) as ConstructorParameters<typeof GeoJSONVT>[0];
const style = offlineStyle('basemap.json');
const source = style.sources.basemap as { maxzoom: number };
const EXTENT = 8192;
const TILE_UNITS_PER_PX = EXTENT / 512;
const tiles = new GeoJSONVT(basemap, {
  maxZoom: source.maxzoom,
  extent: EXTENT,
  buffer: 128 * TILE_UNITS_PER_PX,
  tolerance: 0.375 * TILE_UNITS_PER_PX,
});

/** The tile zooms the map reads at the zooms it allows (512 px tiles: the zoom, floored). */
const ZOOMS = Array.from(
  { length: OFFLINE_MAX_ZOOM - Math.floor(OFFLINE_MIN_ZOOM) + 1 },
  (_, i) => Math.floor(OFFLINE_MIN_ZOOM) + i,
);

function tilePoint(lat: number, lng: number, z: number) {
  const n = 2 ** z;
  const x = ((lng + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const tx = Math.floor(x);
  const ty = Math.floor(y);
  return { tx, ty, px: (x - tx) * EXTENT, py: (y - ty) * EXTENT };
}

/** Even-odd over a feature's rings, as a filled polygon with holes is drawn. */
function inside(rings: readonly (readonly [number, number])[][], px: number, py: number) {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

/** Which of the basemap's polygon layers cover the point in the tile drawn at zoom z. */
function layersAt(lat: number, lng: number, z: number): Set<string> {
  const { tx, ty, px, py } = tilePoint(lat, lng, z);
  const tile = tiles.getTile(z, tx, ty);
  const found = new Set<string>();
  for (const f of tile?.features ?? []) {
    if (f.type !== 3) continue;
    const rings = f.geometry as unknown as [number, number][][];
    if (inside(rings, px, py)) found.add(String(f.tags?.layer));
  }
  return found;
}

const INLAND = {
  'Providencia, Santiago': [-33.43, -70.61],
  Temuco: [-38.74, -72.59],
  Pucón: [-39.28, -71.98],
  Calama: [-22.46, -68.93],
} as const;
const AT_SEA = {
  'off Valparaíso': [-33.0, -72.2],
  'off Chiloé': [-42.5, -75.0],
} as const;

describe('the offline basemap', () => {
  it('shows water only where its water polygon is: the background is not the sea', () => {
    const background = style.layers.find((l) => l.type === 'background');
    expect(background?.paint).toEqual({ 'background-color': UNDRAWN_COLOR });
    expect(UNDRAWN_COLOR).not.toBe(WATER_COLOR);
    const water = style.layers.find((l) => l.id === 'water');
    expect(water).toMatchObject({ type: 'fill', paint: { 'fill-color': WATER_COLOR } });
    // Land is drawn over the water, so a simplified coast errs towards land.
    expect(style.layers.findIndex((l) => l.id === 'land')).toBeGreaterThan(
      style.layers.indexOf(water!),
    );
  });

  for (const z of ZOOMS) {
    it(`zoom ${z}: no water over inland places, land under them, water at sea`, () => {
      for (const [name, [lat, lng]] of Object.entries(INLAND)) {
        const layers = layersAt(lat, lng, z);
        expect(layers.has('water'), `${name} at zoom ${z}`).toBe(false);
        expect(layers.has('land'), `${name} at zoom ${z}`).toBe(true);
      }
      for (const [name, [lat, lng]] of Object.entries(AT_SEA)) {
        const layers = layersAt(lat, lng, z);
        expect(layers.has('water'), `${name} at zoom ${z}`).toBe(true);
        expect(layers.has('land'), `${name} at zoom ${z}`).toBe(false);
      }
    });
  }

  it('keeps to the zooms it can draw', () => {
    expect(OFFLINE_MAX_ZOOM).toBeLessThanOrEqual(12);
    expect(source.maxzoom).toBe(OFFLINE_MAX_ZOOM);
  });
});
