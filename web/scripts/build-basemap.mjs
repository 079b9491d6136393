// Builds the offline basemap of Chile the web's maps draw when no MAP_STYLE_URL is configured:
// land and borders from Natural Earth (world-atlas, public domain) and the places of our own
// gazetteer (@arrendo/gazetteer). Run after changing either: `pnpm --filter @arrendo/web basemap`
// (uses tsx to read the gazetteer's TypeScript). The output is committed, so builds need neither.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature, merge, mesh } from 'topojson-client';
import { GAZETTEER } from '@arrendo/gazetteer';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
);
const out = fileURLToPath(new URL('../src/features/maps/basemap/chile.json', import.meta.url));

// ISO 3166 numeric codes: Chile and the neighbours its map shows.
const CHILE = '152';
const SHOWN = new Set([CHILE, '032', '068', '604', '238', '076', '600']);

const round = (n) => Math.round(n * 1000) / 1000;
function roundLine(line) {
  const result = [];
  for (const [x, y] of line) {
    const p = [round(x), round(y)];
    const last = result[result.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) result.push(p);
  }
  return result;
}
function roundGeometry(g) {
  if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map(roundLine) };
  if (g.type === 'MultiPolygon')
    return { ...g, coordinates: g.coordinates.map((p) => p.map(roundLine)) };
  if (g.type === 'LineString') return { ...g, coordinates: roundLine(g.coordinates) };
  if (g.type === 'MultiLineString') return { ...g, coordinates: g.coordinates.map(roundLine) };
  return g;
}

const countries = topology.objects.countries;
const land = feature(topology, {
  ...countries,
  geometries: countries.geometries.filter((g) => SHOWN.has(g.id)),
}).features.map((f) => ({
  type: 'Feature',
  properties: { layer: 'land', chile: f.id === CHILE },
  geometry: roundGeometry(f.geometry),
}));

// The sea is drawn, never assumed: one polygon over the area the offline map may show, with the
// coast of the land (the union of the shown countries) cut out of it. The map's background is then
// neutral, so land that has not been drawn yet (the file still loading, a tile not yet cut, a fetch
// that failed) never shows as water. Holes inside the union are left out: they are not the sea.
const WATER_EXTENT = { west: -130, south: -75, east: -10, north: 5 };
const landUnion = merge(
  topology,
  countries.geometries.filter((g) => SHOWN.has(g.id)),
);
const { west, south, east, north } = WATER_EXTENT;
// Outer ring counter-clockwise, holes clockwise (RFC 7946), whatever the topology's winding.
const signedArea = (ring) => {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++)
    sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum / 2;
};
const clockwise = (ring) => (signedArea(ring) < 0 ? ring : [...ring].reverse());
const water = {
  type: 'Feature',
  properties: { layer: 'water' },
  geometry: roundGeometry({
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
      ...landUnion.coordinates.map((polygon) => clockwise(polygon[0])),
    ],
  }),
};

const borders = {
  type: 'Feature',
  properties: { layer: 'border' },
  geometry: roundGeometry(
    mesh(topology, countries, (a, b) => a !== b && SHOWN.has(a.id) && SHOWN.has(b.id)),
  ),
};

const places = GAZETTEER.map((p) => ({
  type: 'Feature',
  properties: { layer: 'place', kind: p.kind, name: p.name, population: p.population },
  geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
}));

writeFileSync(
  out,
  JSON.stringify({ type: 'FeatureCollection', features: [water, ...land, borders, ...places] }),
);
console.log(
  `wrote ${out}: water with ${landUnion.coordinates.length} coasts cut out, ${land.length} countries, ${places.length} places`,
);
