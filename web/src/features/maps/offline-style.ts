import type { StyleSpecification } from 'maplibre-gl';

/**
 * The embedded map of Chile: land, borders and the gazetteer's places from one GeoJSON file
 * served with the app, so a map draws with no tile, glyph or sprite server. Labels are HTML
 * markers (see map-labels.ts), not symbol layers, since those need a glyph server.
 */
export function offlineStyle(basemapUrl: string): StyleSpecification {
  const layer = (name: string) => ['==', ['get', 'layer'], name] as ['==', ['get', string], string];
  return {
    version: 8,
    sources: { basemap: { type: 'geojson', data: basemapUrl } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe2ec' } },
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
