import { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { GeoJSONSource, MapLibreEvent, MapMouseEvent, MapSourceDataEvent } from 'maplibre-gl';
import { hasWebGL } from '@/features/maps/geometry';
import { attachPlaceLabels, type PlaceLabels } from '@/features/maps/map-labels';
import { STYLE_TIMEOUT_MS, embeddedStyle } from '@/features/maps/map-style';
import { keepToZooms } from '@/features/maps/offline-style';
import type { CreateResultsMapPort, MapBounds, PriceMarker } from './types';

/** Room around the results so no marker sits on the edge (px). */
const FIT_PADDING = 56;
/** One result, or a few close together, should not zoom to the street. */
const FIT_MAX_ZOOM = 14;

/**
 * MapLibre places a marker with its own `transform`; a `scale` on that element would scale the
 * placement too (the marker would jump). So the element is a plain button and the label inside
 * it is what grows when lit.
 */
const MARKER_CLASS =
  'block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';
const LABEL_CLASS =
  'block rounded-full border px-2 py-1 text-[13px] font-semibold whitespace-nowrap shadow-md transition-[scale,background-color,color]';
/** Swapped, not stacked: two background utilities on one element would fight over the order. */
const RESTING_CLASSES = ['border-neutral-300', 'bg-white', 'text-neutral-900'];
const LIT_CLASSES = ['scale-110', 'border-neutral-900', 'bg-neutral-900', 'text-white'];

/**
 * Results closer than this on screen are one cluster (px). A price label is about 90 px wide and
 * 28 px tall, so two labels whose centres are farther apart than this mostly do not overlap.
 */
const CLUSTER_RADIUS_PX = 64;
const CLUSTER_CLASS =
  'flex size-10 items-center justify-center rounded-full border-2 border-white bg-neutral-900 text-sm font-semibold text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';
/** The clustered GeoJSON source of the results; HTML markers are made for what it shows. */
const SOURCE = 'results';

type ResultFeatures = Parameters<GeoJSONSource['setData']>[0];
const asFeatures = (markers: readonly PriceMarker[]): ResultFeatures => ({
  type: 'FeatureCollection',
  features: markers.map((m) => ({
    type: 'Feature',
    properties: { id: m.id },
    geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
  })),
});

const asLngLat = (b: MapBounds): [[number, number], [number, number]] => [
  [b.west, b.south],
  [b.east, b.north],
];

interface Pin {
  marker: Marker;
  button: HTMLButtonElement;
  label: HTMLSpanElement;
}

/**
 * The results map on MapLibre: results close together on screen are clustered by MapLibre's own
 * GeoJSON source clustering (a count; a click zooms in, or lists them when no zoom can part
 * them); each cluster and lone result is an HTML marker (the embedded basemap has no glyph server
 * for a symbol layer). The configured style with the embedded one as fallback, and user moves told
 * apart from the app's own fits. Throws when the map cannot be created (no WebGL).
 */
export const createMaplibrePort: CreateResultsMapPort = (
  container,
  { styleUrl, initial, events, clusterLabel },
) => {
  if (!hasWebGL()) throw new Error('WebGL is not available');
  const map = new MapLibreMap({
    container,
    style: styleUrl ?? embeddedStyle(),
    bounds: asLngLat(initial),
    fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM },
    attributionControl: { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();

  let usingEmbedded = styleUrl === null;
  keepToZooms(map, usingEmbedded);
  let loaded = false;
  let labels: PlaceLabels | null = null;
  let markers: PriceMarker[] = [];
  const fallBack = () => {
    if (loaded) return;
    if (usingEmbedded) return events.onFail();
    usingEmbedded = true;
    keepToZooms(map, true);
    map.setStyle(embeddedStyle());
  };
  const timer = window.setTimeout(fallBack, STYLE_TIMEOUT_MS);
  map.on('error', fallBack);
  map.on('webglcontextlost', () => events.onFail());
  map.on('style.load', () => {
    loaded = true;
    labels?.detach();
    labels = usingEmbedded ? attachPlaceLabels(map, onScreenMarkers) : null;
    // A new style comes without the results' source: add it again.
    map.addSource(SOURCE, {
      type: 'geojson',
      data: asFeatures(markers),
      cluster: true,
      clusterRadius: CLUSTER_RADIUS_PX,
      // Clusters to the deepest zoom: results at one spot stay one marker there (listed on click).
      clusterMaxZoom: Math.min(map.getMaxZoom(), 18),
      maxzoom: Math.min(map.getMaxZoom(), 18) + 1,
    });
    // Invisible: it makes MapLibre cut the source's tiles, which the markers are read from.
    map.addLayer({
      id: SOURCE,
      type: 'circle',
      source: SOURCE,
      paint: { 'circle-radius': 0, 'circle-opacity': 0, 'circle-stroke-width': 0 },
    });
    events.onBasemap(usingEmbedded);
  });
  // Moves started by a gesture carry the DOM event; the app's fits and window resizes do not
  // count as the guest exploring.
  map.on('moveend', (e: MapLibreEvent<MouseEvent | TouchEvent | WheelEvent | undefined>) => {
    if (e.originalEvent && e.originalEvent.type !== 'resize') events.onUserMove();
  });
  map.on('click', (e: MapMouseEvent) => {
    const target = e.originalEvent.target;
    if (target instanceof Element && target.closest('[data-price-marker]')) return;
    events.onBackgroundClick();
  });

  const pins = new Map<string, Pin>();
  const clusters = new Map<number, Marker>();
  const onScreenMarkers = () => [
    ...[...pins.values()].map((p) => p.button),
    ...[...clusters.values()].map((m) => m.getElement()),
  ];
  let highlighted: string | null = null;
  let selected: string | null = null;

  const paint = (id: string) => {
    const pin = pins.get(id);
    if (!pin) return;
    const on = id === highlighted || id === selected;
    for (const c of LIT_CLASSES) pin.label.classList.toggle(c, on);
    for (const c of RESTING_CLASSES) pin.label.classList.toggle(c, !on);
    pin.button.setAttribute('aria-pressed', String(id === selected));
    // Above its neighbours, so an overlapped price can be read.
    pin.marker.getElement().style.zIndex = on ? '2' : '';
  };

  const makePin = (m: PriceMarker): Pin => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = MARKER_CLASS;
    button.dataset.priceMarker = m.id;
    const label = document.createElement('span');
    label.className = LABEL_CLASS;
    label.textContent = m.label;
    button.append(label);
    button.setAttribute('aria-label', m.name);
    button.addEventListener('mouseenter', () => events.onMarkerHover(m.id, true));
    button.addEventListener('mouseleave', () => events.onMarkerHover(m.id, false));
    button.addEventListener('focus', () => events.onMarkerHover(m.id, true));
    button.addEventListener('blur', () => events.onMarkerHover(m.id, false));
    button.addEventListener('click', (e) => {
      e.stopPropagation();
      events.onMarkerClick(m.id);
    });
    const marker = new Marker({ element: button, anchor: 'center' })
      .setLngLat([m.lng, m.lat])
      .addTo(map);
    return { marker, button, label };
  };

  const openCluster = async (clusterId: number, at: [number, number]) => {
    const source = map.getSource<GeoJSONSource>(SOURCE);
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    if (zoom <= map.getMaxZoom() && zoom > map.getZoom()) {
      map.easeTo({ center: at, zoom, duration: 400 });
      return;
    }
    const leaves = await source.getClusterLeaves(clusterId, Infinity, 0);
    events.onClusterList(leaves.map((f) => String(f.properties?.id)));
  };

  const makeCluster = (clusterId: number, count: number, at: [number, number]): Marker => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = CLUSTER_CLASS;
    button.dataset.clusterMarker = String(count);
    button.textContent = String(count);
    button.setAttribute('aria-label', clusterLabel(count));
    button.addEventListener('click', (e) => {
      e.stopPropagation();
      void openCluster(clusterId, at);
    });
    return new Marker({ element: button, anchor: 'center' }).setLngLat(at).addTo(map);
  };

  /** The markers for what the clustered source shows now: lone results and clusters. */
  const sync = () => {
    if (!map.getSource(SOURCE)) return;
    const byId = new Map(markers.map((m) => [m.id, m]));
    const lone = new Set<string>();
    const groups = new Map<number, { count: number; at: [number, number] }>();
    for (const f of map.querySourceFeatures(SOURCE)) {
      if (f.geometry.type !== 'Point') continue;
      const props = f.properties as { id?: string; cluster_id?: number; point_count?: number };
      const at = f.geometry.coordinates as [number, number];
      if (props.cluster_id !== undefined) {
        groups.set(props.cluster_id, { count: props.point_count ?? 0, at });
      } else if (props.id && byId.has(props.id)) lone.add(props.id);
    }
    for (const [id, pin] of pins) {
      if (!lone.has(id)) {
        pin.marker.remove();
        pins.delete(id);
      }
    }
    for (const id of lone) {
      const m = byId.get(id)!;
      const pin = pins.get(id);
      if (pin) {
        pin.marker.setLngLat([m.lng, m.lat]);
        pin.label.textContent = m.label;
        pin.button.setAttribute('aria-label', m.name);
      } else {
        pins.set(id, makePin(m));
      }
      paint(id);
    }
    // Cluster ids are only stable for one zoom and one data set: rebuild them each time.
    for (const marker of clusters.values()) marker.remove();
    clusters.clear();
    for (const [clusterId, { count, at }] of groups)
      clusters.set(clusterId, makeCluster(clusterId, count, at));
    labels?.refresh();
  };
  map.on('moveend', sync);
  map.on('sourcedata', (e: MapSourceDataEvent) => {
    if (e.sourceId === SOURCE && e.isSourceLoaded) sync();
  });

  return {
    setMarkers(next) {
      markers = next;
      map.getSource<GeoJSONSource>(SOURCE)?.setData(asFeatures(next));
      // Labels and prices may change without the clusters changing (a new currency).
      for (const m of next) {
        const pin = pins.get(m.id);
        if (!pin) continue;
        pin.label.textContent = m.label;
        pin.button.setAttribute('aria-label', m.name);
      }
    },
    setHighlighted(id) {
      const before = highlighted;
      highlighted = id;
      if (before) paint(before);
      if (id) paint(id);
    },
    setSelected(id) {
      const before = selected;
      selected = id;
      if (before) paint(before);
      if (id) paint(id);
    },
    fitBounds(bounds) {
      map.fitBounds(asLngLat(bounds), {
        padding: FIT_PADDING,
        maxZoom: FIT_MAX_ZOOM,
        duration: 400,
      });
    },
    getBounds() {
      const b = map.getBounds();
      return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
    },
    remove() {
      window.clearTimeout(timer);
      labels?.detach();
      for (const pin of pins.values()) pin.marker.remove();
      pins.clear();
      for (const marker of clusters.values()) marker.remove();
      clusters.clear();
      map.remove();
    },
  };
};
