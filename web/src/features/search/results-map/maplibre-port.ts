import { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { MapLibreEvent, MapMouseEvent } from 'maplibre-gl';
import { hasWebGL } from '@/features/maps/geometry';
import { attachPlaceLabels } from '@/features/maps/map-labels';
import { STYLE_TIMEOUT_MS, embeddedStyle } from '@/features/maps/map-style';
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
 * The results map on MapLibre: HTML price markers (the embedded basemap has no glyph server for a
 * symbol layer), the configured style with the embedded one as fallback, and user moves told
 * apart from the app's own fits. Throws when the map cannot be created (no WebGL).
 */
export const createMaplibrePort: CreateResultsMapPort = (
  container,
  { styleUrl, initial, events },
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
  let loaded = false;
  let detachLabels: (() => void) | null = null;
  const fallBack = () => {
    if (loaded) return;
    if (usingEmbedded) return events.onFail();
    usingEmbedded = true;
    map.setStyle(embeddedStyle());
  };
  const timer = window.setTimeout(fallBack, STYLE_TIMEOUT_MS);
  map.on('error', fallBack);
  map.on('webglcontextlost', () => events.onFail());
  map.on('style.load', () => {
    loaded = true;
    detachLabels?.();
    detachLabels = usingEmbedded ? attachPlaceLabels(map) : null;
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

  return {
    setMarkers(markers) {
      const wanted = new Set(markers.map((m) => m.id));
      for (const [id, pin] of pins) {
        if (!wanted.has(id)) {
          pin.marker.remove();
          pins.delete(id);
        }
      }
      for (const m of markers) {
        const pin = pins.get(m.id);
        if (pin) {
          pin.marker.setLngLat([m.lng, m.lat]);
          pin.label.textContent = m.label;
          pin.button.setAttribute('aria-label', m.name);
        } else {
          pins.set(m.id, makePin(m));
        }
        paint(m.id);
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
      detachLabels?.();
      for (const pin of pins.values()) pin.marker.remove();
      pins.clear();
      map.remove();
    },
  };
};
