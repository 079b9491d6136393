import type { SearchPlace } from '../state';

/** The place has no coordinates and nothing could be found for its text. */
export class PlaceNotFoundError extends Error {}

/**
 * A place ready to search: as is when it has coordinates, else geocoded from its label.
 * Interim (replaced in this issue by the Where branch).
 */
export async function resolvePlace(place: SearchPlace): Promise<SearchPlace> {
  if (place.lat !== null && place.lng !== null) return place;
  throw new PlaceNotFoundError(place.label);
}
