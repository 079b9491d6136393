import type { Locator } from '@playwright/test';

/**
 * The map drawn in `scope`: MapLibre's, or the static card that stands in where the headless
 * browser has no WebGL (features/maps/map-fallback.tsx).
 */
export function drawnMap(scope: Locator): Locator {
  return scope.getByTestId('map').or(scope.getByTestId('map-fallback'));
}
