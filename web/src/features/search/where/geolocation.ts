import { LIMITS } from '@arrendo/contracts/web';

/** Why 'Use current location' gave no place (spec §4 "Location lookup states"). */
export type LocationFailure =
  | 'unsupported'
  | 'denied'
  | 'unavailable'
  | 'timeout'
  /** The position arrived but no place could be named for it (reverse geocoding failed). */
  | 'details';

export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(`Current location: ${failure}`);
    this.name = 'LocationError';
  }
}

/** `GeolocationPositionError.code`: 1 permission denied, 2 position unavailable, 3 timeout. */
export function failureFromPositionError(code: number): LocationFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** Spec §7: high accuracy, 10 s; a fix up to a minute old is still where the guest is. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: LIMITS.geolocationTimeoutMs,
  maximumAge: 60_000,
};

/**
 * Asks the permission first where the browser can tell (spec §7 "with permission check"): an
 * already denied permission fails at once instead of waiting on a prompt that never shows.
 * Browsers without the Permissions API, or that refuse the 'geolocation' name, just ask.
 */
async function permissionDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}

/** The device's position, or a LocationError naming why not. */
export async function currentPosition(): Promise<GeolocationCoordinates> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
    throw new LocationError('unsupported');
  }
  if (await permissionDenied()) throw new LocationError('denied');
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      (error) => reject(new LocationError(failureFromPositionError(error.code))),
      POSITION_OPTIONS,
    );
  });
}
