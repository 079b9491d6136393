import { Marker, type Map as MapLibreMap } from 'maplibre-gl';

interface PlaceProps {
  name: string;
  kind: 'region' | 'comuna' | 'city';
  population: number;
}

const MAX_LABELS = 24;

export interface PlaceLabels {
  /** Hides again the labels a price marker now covers (after the markers change). */
  refresh: () => void;
  detach: () => void;
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Place names on the offline map, as HTML markers (a symbol layer would need a glyph server):
 * region names when zoomed out, the biggest places in view when zoomed in. A label that a marker
 * given by `obstacles` (the results' prices) would cover is hidden rather than drawn under it.
 */
export function attachPlaceLabels(
  map: MapLibreMap,
  obstacles: () => readonly Element[] = () => [],
): PlaceLabels {
  const shown = new Map<string, Marker>();

  const uncover = () => {
    const boxes = obstacles().map((el) => el.getBoundingClientRect());
    for (const marker of shown.values()) {
      const el = marker.getElement();
      el.style.visibility = '';
      const box = el.getBoundingClientRect();
      el.style.visibility = boxes.some((b) => overlaps(box, b)) ? 'hidden' : '';
    }
  };

  const update = () => {
    if (!map.getSource('basemap')) return;
    const zoom = map.getZoom();
    const wanted = zoom < 6.5 ? 'region' : 'place';
    const bounds = map.getBounds();
    const seen = new Set<string>();
    const candidates = map
      .querySourceFeatures('basemap', { filter: ['==', ['get', 'layer'], 'place'] })
      .map((f) => ({ props: f.properties as PlaceProps, geometry: f.geometry }))
      .filter(({ props, geometry }) => {
        if (geometry.type !== 'Point') return false;
        if ((props.kind === 'region') !== (wanted === 'region')) return false;
        if (seen.has(props.name)) return false;
        seen.add(props.name);
        const [lng, lat] = geometry.coordinates as [number, number];
        return (
          bounds.contains([lng, lat]) && (zoom >= 9 || props.population >= 40_000 || zoom < 6.5)
        );
      })
      .sort((a, b) => b.props.population - a.props.population)
      .slice(0, MAX_LABELS);

    const keep = new Set(candidates.map((c) => c.props.name));
    for (const [name, marker] of shown) {
      if (!keep.has(name)) {
        marker.remove();
        shown.delete(name);
      }
    }
    for (const { props, geometry } of candidates) {
      if (shown.has(props.name) || geometry.type !== 'Point') continue;
      const el = document.createElement('div');
      el.className =
        props.kind === 'region'
          ? 'pointer-events-none text-[11px] font-semibold uppercase tracking-wide text-neutral-500'
          : 'pointer-events-none translate-y-3 text-[11px] font-medium text-neutral-600';
      el.textContent = props.name;
      el.setAttribute('aria-hidden', 'true');
      const marker = new Marker({ element: el })
        .setLngLat(geometry.coordinates as [number, number])
        .addTo(map);
      shown.set(props.name, marker);
    }
    uncover();
  };

  map.on('moveend', update);
  map.on('sourcedata', update);
  return {
    refresh: uncover,
    detach: () => {
      map.off('moveend', update);
      map.off('sourcedata', update);
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    },
  };
}
