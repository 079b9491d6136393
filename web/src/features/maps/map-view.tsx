import { Suspense, useEffect, useRef, useState } from 'react';
import type { MapViewProps } from './map-view-props';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { MapFallback } from './map-fallback';

export type { MapViewProps } from './map-view-props';

// MapLibre is heavy: it loads only when a page actually renders a map. Without its code (offline,
// say), the place still shows as the static card, with "Try again".
const MapViewImpl = lazyWithPreload(
  () => import('./map-view-impl'),
  (m) => m.default,
  {
    unavailable: {
      standIn: (props: MapViewProps, retry) => <MapFallback {...props} onRetry={retry} />,
    },
  },
);

/** Starts loading a little before the map scrolls into view. */
const NEAR_VIEWPORT = '600px 0px';

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // Without IntersectionObserver a browser loads the map at once; a server never draws one.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The one map of the app (wizard pin, property page, search). MapLibre's chunk is fetched only
 * when the map's box comes near the viewport, so a map below the fold costs nothing up front.
 */
export function MapView(props: MapViewProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div
      ref={ref}
      className={props.className}
      aria-busy="true"
      aria-label={props.ariaLabel}
      role="region"
      data-testid="map-loading"
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapViewImpl {...props} />
    </Suspense>
  );
}
