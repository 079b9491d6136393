import type { StyleSpecification } from 'maplibre-gl';

/**
 * How far the offline map zooms in: its coast is Natural Earth's 1:50m (a few hundred metres off
 * at best) and it has no streets, so past the comunas of a city there is nothing true to show.
 */
export const OFFLINE_MAX_ZOOM = 12;
/** How far it zooms out: the water polygon covers Chile and its neighbours, not the world. */
export const OFFLINE_MIN_ZOOM = 2.5;

/** The sea's colour: drawn only where the basemap's water polygon is (see build-basemap.mjs). */
export const WATER_COLOR = '#cfe2ec';
/**
 * The background under everything: what shows where nothing has been drawn yet (the basemap still
 * loading, a tile not yet cut). Deliberately not the sea's colour, so land is never shown as water.
 * The results map's loading box and frame use it too (`bg-[#ebe8e1]`: Tailwind needs the literal).
 */
export const UNDRAWN_COLOR = '#ebe8e1';

/**
 * The embedded map of Chile: water, land, borders and the gazetteer's places from one GeoJSON
 * file served with the app, so a map draws with no tile, glyph or sprite server. Labels are HTML
 * markers (see map-labels.ts), not symbol layers, since those need a glyph server.
 */
export function offlineStyle(basemapUrl: string): StyleSpecification {
  const layer = (name: string) => ['==', ['get', 'layer'], name] as ['==', ['get', string], string];
  return {
    version: 8,
    // Tiles are cut up to the deepest zoom the map allows, so what is drawn is what the unit test
    // of the basemap checks (basemap.test.ts), with no overzoomed tile in between.
    sources: { basemap: { type: 'geojson', data: basemapUrl, maxzoom: OFFLINE_MAX_ZOOM } },
    layers: [
      { id: 'undrawn', type: 'background', paint: { 'background-color': UNDRAWN_COLOR } },
      {
        id: 'water',
        type: 'fill',
        source: 'basemap',
        filter: layer('water'),
        paint: { 'fill-color': WATER_COLOR },
      },
      // Above the water: where the two meet along a simplified coast, land wins.
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        filter: layer('land'),
        paint: { 'fill-color': ['case', ['get', 'chile'], '#f5f2ea', '#e7e4dc'] },
      },
      {
        id: 'border',
        type: 'line',
        source: 'basemap',
        filter: layer('border'),
        paint: { 'line-color': '#a0948a', 'line-width': 1.2, 'line-dasharray': [3, 2] },
      },
      {
        id: 'places',
        type: 'circle',
        source: 'basemap',
        filter: ['all', layer('place'), ['!=', ['get', 'kind'], 'region']],
        minzoom: 6,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 1.5, 12, 4],
          'circle-color': '#7a7167',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
    ],
  };
}

/**
 * The zooms a map may take: the offline map's own when it draws the embedded basemap, MapLibre's
 * defaults with a configured style (which has streets to zoom into).
 */
export function keepToZooms(
  map: { setMinZoom: (z: number | null) => unknown; setMaxZoom: (z: number | null) => unknown },
  embedded: boolean,
): void {
  map.setMinZoom(embedded ? OFFLINE_MIN_ZOOM : null);
  map.setMaxZoom(embedded ? OFFLINE_MAX_ZOOM : null);
}
