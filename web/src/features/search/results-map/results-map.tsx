import { Suspense } from 'react';
import { ClientOnly } from '@tanstack/react-router';
import { cn } from '@/components/ui/cn';
import type { ResultsMapProps } from './results-map-props';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

export type { ResultsMapProps } from './results-map-props';

// MapLibre lives in the map chunk (with its own budget); the results map is loaded from there so
// it never lands in the home page's first download.
const ResultsMapImpl = lazyWithPreload(
  () => import('@/features/maps/map-view-impl'),
  (m) => m.ResultsMapImpl,
);

/**
 * The search results on a map (lazily loaded). Never drawn by the server (MapLibre needs a
 * browser): its first screen holds the loading box, and the map follows once the app runs.
 */
export function ResultsMap(props: ResultsMapProps) {
  // The offline map's 'not drawn yet' colour (UNDRAWN_COLOR), not the sea's: a map still loading
  // over Santiago must not look like water.
  const loading = (
    <div
      aria-busy="true"
      data-testid="results-map-loading"
      className={cn('animate-pulse bg-[#ebe8e1]', props.className)}
    />
  );
  return (
    <ClientOnly fallback={loading}>
      <Suspense fallback={loading}>
        <ResultsMapImpl {...props} />
      </Suspense>
    </ClientOnly>
  );
}
