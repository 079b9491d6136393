import { lazy, Suspense } from 'react';
import type { MapViewProps } from './map-view-props';

export type { MapViewProps } from './map-view-props';

// MapLibre is heavy: it loads only when a page actually renders a map.
const MapViewImpl = lazy(() => import('./map-view-impl'));

/** The one map of the app (wizard pin, property page, search). */
export function MapView(props: MapViewProps) {
  return (
    <Suspense
      fallback={<div className={props.className} aria-busy="true" data-testid="map-loading" />}
    >
      <MapViewImpl {...props} />
    </Suspense>
  );
}
