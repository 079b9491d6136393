import { useCallback, useEffect, useRef, useState } from 'react';
import { reverseGeocode } from '../api';
import type { SearchPlace } from '../state';
import { currentPosition, LocationError, type LocationFailure } from './geolocation';
import { PLACE_RADIUS_KM } from './place-radius';

export type CurrentLocationState =
  { status: 'idle' } | { status: 'getting' } | { status: 'failed'; failure: LocationFailure };

/**
 * 'Use current location' (spec §7): permission check, the browser's position (high accuracy,
 * 10 s), then the place's name by reverse geocoding. `locate` resolves to the place, or to null
 * with `state` saying why (the caller shows the text for its surface, see `location-text.ts`).
 * The place keeps the device's own coordinates (closer to the guest than the named place's
 * centre) and the tight 'nearby' radius.
 */
export function useCurrentLocation() {
  const [state, setState] = useState<CurrentLocationState>({ status: 'idle' });
  const run = useRef<AbortController | null>(null);

  useEffect(() => () => run.current?.abort(), []);

  const locate = useCallback(async (): Promise<SearchPlace | null> => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setState({ status: 'getting' });
    let failure: LocationFailure;
    try {
      const coords = await currentPosition();
      if (controller.signal.aborted) return null;
      try {
        const named = await reverseGeocode(coords.latitude, coords.longitude, controller.signal);
        if (controller.signal.aborted) return null;
        setState({ status: 'idle' });
        return {
          label: named.name,
          lat: coords.latitude,
          lng: coords.longitude,
          radiusKm: PLACE_RADIUS_KM.nearby,
        };
      } catch {
        failure = 'details';
      }
    } catch (error) {
      failure = error instanceof LocationError ? error.failure : 'unavailable';
    }
    if (!controller.signal.aborted) setState({ status: 'failed', failure });
    return null;
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, locate, reset };
}
