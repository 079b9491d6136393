import { vi } from 'vitest';
import type { CreateResultsMapPort, MapBounds, MapEvents, PortOptions, PriceMarker } from './types';

/**
 * A stand-in for the MapLibre layer: records what the page asks of the map and lets a test play
 * the guest (move the map, hover or click a marker) through the events it was given.
 */
export function fakePort(visible: MapBounds) {
  const state = {
    created: 0,
    options: null as PortOptions | null,
    markers: [] as PriceMarker[],
    highlighted: null as string | null,
    selected: null as string | null,
    fits: [] as MapBounds[],
    visible,
    removed: 0,
  };
  const create: CreateResultsMapPort = (_container, options) => {
    state.created += 1;
    state.options = options;
    return {
      setMarkers: (m) => void (state.markers = m),
      setHighlighted: (id) => void (state.highlighted = id),
      setSelected: (id) => void (state.selected = id),
      fitBounds: (b) => void state.fits.push(b),
      getBounds: () => state.visible,
      remove: () => void (state.removed += 1),
    };
  };
  const createPort = vi.fn(create);
  const events = (): MapEvents => {
    if (!state.options) throw new Error('the map was not created');
    return state.options.events;
  };
  return { state, createPort, events };
}
