import { ApiError } from '@/lib/api-error';
import { geocodePlace } from '../api';
import type { SearchPlace } from '../state';
import { PLACE_RADIUS_KM } from './place-radius';

/**
 * Nothing matches the place's text: the container says 'Please select a valid city, region, or
 * country from the suggestions.' (`where:errors.invalidPlace`) and does not search.
 */
export class PlaceNotFoundError extends Error {
  constructor(label: string) {
    super(`No place found for "${label}"`);
    this.name = 'PlaceNotFoundError';
  }
}

/**
 * The lookup itself failed (places service down, network, timeout): the text may well be a real
 * place, so the guest is told to try again (`where:errors.lookupFailed`), not that it is invalid.
 */
export class PlaceLookupError extends Error {
  constructor(label: string, cause: unknown) {
    super(`Could not look up "${label}"`, { cause });
    this.name = 'PlaceLookupError';
  }
}

/**
 * A place ready to search (spec §5 "Geocoding"): as is when it has coordinates, else geocoded from
 * its label, keeping the guest's own wording as the label and widening the radius by the kind of
 * place found (a region, a comuna…).
 */
export async function resolvePlace(place: SearchPlace, signal?: AbortSignal): Promise<SearchPlace> {
  if (place.lat !== null && place.lng !== null) return place;
  const label = place.label.trim();
  if (label === '') throw new PlaceNotFoundError(label);
  try {
    const found = await geocodePlace(label, signal);
    return {
      label,
      lat: found.lat,
      lng: found.lng,
      radiusKm: place.radiusKm ?? PLACE_RADIUS_KM[found.kind],
    };
  } catch (error) {
    // 400: the text itself is no place name (too long, a control character): just as invalid.
    if (ApiError.is(error) && (error.isNotFound || error.status === 400)) {
      throw new PlaceNotFoundError(label);
    }
    throw new PlaceLookupError(label, error);
  }
}

/** The `where` catalogue key a container shows for a failed `resolvePlace`. */
export function resolvePlaceErrorKey(
  error: unknown,
): 'errors.invalidPlace' | 'errors.lookupFailed' {
  return error instanceof PlaceNotFoundError ? 'errors.invalidPlace' : 'errors.lookupFailed';
}
