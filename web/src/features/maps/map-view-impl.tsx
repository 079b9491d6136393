import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { cn } from '@/components/ui/cn';
import { circlePolygon, hasWebGL } from './geometry';
import { attachPlaceLabels } from './map-labels';
import { MapFallback } from './map-fallback';
import { OfflineMapNote } from './offline-note';
import { keepToZooms } from './offline-style';
import { STYLE_TIMEOUT_MS, embeddedStyle, mapConfigQuery } from './map-style';
import type { LatLng, MapViewProps } from './map-view-props';

// The search results map shares this chunk (and MapLibre in it): it is loaded through this
// module only, so MapLibre stays in one lazy chunk (the `maplibre` group in vite.config.ts).
export { ResultsMapImpl } from '@/features/search/results-map/results-map-impl';

setWorkerUrl(new URL(workerUrl, window.location.href).href);

/** How far one arrow key moves a focused pin, in screen pixels. */
const KEY_STEP_PX = 24;

type Overlay = Pick<MapViewProps, 'circle' | 'points'>;
type GeoJsonData = Parameters<GeoJSONSource['setData']>[0];

function syncOverlays(map: MapLibreMap, { circle, points }: Overlay) {
  const area: GeoJsonData = {
    type: 'FeatureCollection',
    features: circle
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'Polygon',
              coordinates: [circlePolygon(circle, circle.radiusMeters)],
            },
          },
        ]
      : [],
  };
  const dots: GeoJsonData = {
    type: 'FeatureCollection',
    features: (points ?? []).map((p) => ({
      type: 'Feature',
      properties: { id: p.id, label: p.label },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  };
  const areaSource = map.getSource<GeoJSONSource>('area');
  if (areaSource) areaSource.setData(area);
  else {
    map.addSource('area', { type: 'geojson', data: area });
    map.addLayer({
      id: 'area-fill',
      type: 'fill',
      source: 'area',
      paint: { 'fill-color': '#0b7a75', 'fill-opacity': 0.14 },
    });
    map.addLayer({
      id: 'area-line',
      type: 'line',
      source: 'area',
      paint: { 'line-color': '#0b7a75', 'line-width': 2 },
    });
  }
  const pointSource = map.getSource<GeoJSONSource>('points');
  if (pointSource) pointSource.setData(dots);
  else {
    map.addSource('points', { type: 'geojson', data: dots });
    map.addLayer({
      id: 'points',
      type: 'circle',
      source: 'points',
      paint: {
        'circle-radius': 6,
        'circle-color': '#111827',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
  }
}

function pinElement(label: string, draggable: boolean): HTMLElement {
  const el = document.createElement('div');
  el.className = cn(
    'size-9 text-brand drop-shadow',
    draggable &&
      'cursor-grab rounded-full focus-visible:outline-2 focus-visible:outline-brand-dark',
  );
  el.innerHTML =
    '<svg viewBox="0 0 24 24" aria-hidden="true" width="36" height="36"><path fill="currentColor" stroke="white" stroke-width="1.2" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"/></svg>';
  el.setAttribute('aria-label', label);
  if (draggable) {
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
  } else {
    el.setAttribute('role', 'img');
  }
  return el;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** MapLibre GL, loaded only by this lazy chunk (see map-view.tsx). */
export default function MapViewImpl(props: MapViewProps) {
  const { center, zoom = 12, marker, circle, points, ariaLabel, className } = props;
  const { t } = useTranslation('maps');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [failed, setFailed] = useState(() => !hasWebGL());
  const [embedded, setEmbedded] = useState(false);
  const config = useQuery(mapConfigQuery);
  const configReady = !config.isPending;
  const styleUrl = config.data?.styleUrl ?? null;

  // The map itself: made once the style is known, torn down on unmount.
  useEffect(() => {
    if (failed || !configReady || !container.current) return;
    let map: MapLibreMap;
    let usingEmbedded = styleUrl === null;
    let loaded = false;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? embeddedStyle(),
        center: [latest.current.center.lng, latest.current.center.lat],
        zoom: latest.current.zoom ?? 12,
        attributionControl: { compact: true },
        cooperativeGestures: false,
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    keepToZooms(map, usingEmbedded);
    const fallBackToEmbedded = () => {
      if (usingEmbedded) return setFailed(true);
      usingEmbedded = true;
      keepToZooms(map, true);
      map.setStyle(embeddedStyle());
    };
    const timer = window.setTimeout(() => {
      if (!loaded) fallBackToEmbedded();
    }, STYLE_TIMEOUT_MS);
    map.on('error', () => {
      if (!loaded) fallBackToEmbedded();
    });
    map.on('webglcontextlost', () => setFailed(true));
    let detachLabels: (() => void) | null = null;
    map.on('style.load', () => {
      loaded = true;
      syncOverlays(map, latest.current);
      detachLabels?.();
      detachLabels = usingEmbedded ? attachPlaceLabels(map).detach : null;
      setEmbedded(usingEmbedded);
      latest.current.onBasemap?.(usingEmbedded);
    });
    map.on('click', (e: MapMouseEvent) => {
      const onMove = latest.current.marker?.onMove;
      if (onMove) onMove({ lat: e.lngLat.lat, lng: e.lngLat.lng });
    });
    return () => {
      window.clearTimeout(timer);
      detachLabels?.();
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [failed, configReady, styleUrl]);

  // Follow the center and zoom the page asks for.
  useEffect(() => {
    mapRef.current?.jumpTo({ center: [center.lng, center.lat], zoom });
  }, [center.lat, center.lng, zoom]);

  // The circle and the points.
  useEffect(() => {
    const map = mapRef.current;
    if (map?.isStyleLoaded()) syncOverlays(map, { circle, points });
  }, [circle, points]);

  // The pin: draggable and keyboard-movable when the page can take a new position.
  const draggable = Boolean(marker?.onMove);
  const markerLabel = marker?.label ?? (draggable ? t('movePin') : t('pin'));
  const hasMarker = Boolean(marker);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !hasMarker) return;
    const el = pinElement(markerLabel, draggable);
    const pin = new Marker({ element: el, draggable, anchor: 'bottom' });
    const current = latest.current.marker;
    if (current) pin.setLngLat([current.lng, current.lat]);
    pin.addTo(map);
    markerRef.current = pin;
    const moveTo = (to: LatLng) => latest.current.marker?.onMove?.(to);
    pin.on('dragend', () => {
      const at = pin.getLngLat();
      moveTo({ lat: at.lat, lng: at.lng });
    });
    const onKey = (e: KeyboardEvent) => {
      const step = ARROWS[e.key];
      if (!step || !draggable) return;
      e.preventDefault();
      e.stopPropagation();
      const at = map.project(pin.getLngLat());
      const next = map.unproject([at.x + step[0] * KEY_STEP_PX, at.y + step[1] * KEY_STEP_PX]);
      pin.setLngLat(next);
      moveTo({ lat: next.lat, lng: next.lng });
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      pin.remove();
      markerRef.current = null;
    };
  }, [hasMarker, draggable, markerLabel, configReady, failed]);

  useEffect(() => {
    if (marker) markerRef.current?.setLngLat([marker.lng, marker.lat]);
  }, [marker?.lat, marker?.lng, marker]);

  if (failed) {
    return <MapFallback center={center} zoom={zoom} ariaLabel={ariaLabel} className={className} />;
  }
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      data-testid="map"
      data-basemap={embedded ? 'embedded' : undefined}
      className={cn('relative overflow-hidden', className)}
    >
      {/* MapLibre makes its container `position: relative`: sized by the box, not by insets. */}
      <div ref={container} className="size-full" />
      {embedded ? <OfflineMapNote /> : null}
    </div>
  );
}
