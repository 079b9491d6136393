import { createMaplibrePort } from './maplibre-port';
import { ResultsMapController } from './results-map-controller';
import type { ResultsMapProps } from './results-map-props';

/** The results map on MapLibre; reached only through the map chunk (features/maps/map-view-impl). */
export function ResultsMapImpl(props: ResultsMapProps) {
  return <ResultsMapController {...props} createPort={createMaplibrePort} />;
}
