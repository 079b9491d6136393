import type { StyleSpecification } from 'maplibre-gl';
import { MapConfig } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import basemapUrl from './basemap/chile.json?url';
import { offlineStyle } from './offline-style';

/** A configured style that has not loaded by then is given up for the embedded map. */
export const STYLE_TIMEOUT_MS = 8000;

/** The operator's map style, if any (null: the embedded basemap). Shared by every map. */
export const mapConfigQuery = {
  queryKey: ['maps', 'config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/maps/config', MapConfig, { signal }),
  staleTime: Infinity,
  retry: false,
};

/** The embedded map of Chile: works with no tile server. */
export function embeddedStyle(): StyleSpecification {
  return offlineStyle(new URL(basemapUrl, window.location.href).href);
}
