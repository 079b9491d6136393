import { queryOptions } from '@tanstack/react-query';
import {
  GeocodeResult,
  Listing,
  PhotosResponse,
  PlaceDetails,
  PlacePredictionsResponse,
  PublishProblem,
} from '@arrendo/contracts/web';
import type { CreateListingBody, ListingPatch, ReorderPhotosBody } from '@arrendo/contracts/web';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';

const BASE = '/host/listings';

export const wizardKeys = {
  listing: (id: string) => ['host-listing', id] as const,
  myListings: ['host-listings'] as const,
};

export function listingQueryOptions(id: string) {
  return queryOptions({
    queryKey: wizardKeys.listing(id),
    queryFn: ({ signal }) => api.get(`${BASE}/${id}`, Listing, { signal }),
    // 403/404 will not change on a retry; a network failure gets one more try.
    retry: (count, error) => count < 1 && !(ApiError.is(error) && error.status >= 400),
    staleTime: 30_000,
  });
}

/** Idempotent by design: the id is the client's, a retry answers 200 with the same draft. */
export function createListing(body: CreateListingBody) {
  return api.post(BASE, body, Listing);
}

export function patchListing(id: string, patch: ListingPatch) {
  return api.patch(`${BASE}/${id}`, patch, Listing);
}

export function publishListing(id: string) {
  return api.post(`${BASE}/${id}/publish`, undefined, Listing);
}

export function reorderPhotos(id: string, body: ReorderPhotosBody) {
  return api.put(`${BASE}/${id}/photos/order`, body, PhotosResponse);
}

export async function deletePhoto(id: string, photoId: string) {
  const body = await api.delete(`${BASE}/${id}/photos/${photoId}`);
  return PhotosResponse.parse(body);
}

export function photoUploadUrl(id: string): string {
  return `/api${BASE}/${id}/photos`;
}

export function placePredictions(q: string, signal?: AbortSignal) {
  return api.get('/places/autocomplete', PlacePredictionsResponse, { query: { q }, signal });
}

export function placeDetails(placeId: string) {
  return api.get(`/places/${encodeURIComponent(placeId)}`, PlaceDetails);
}

/** Google's result types that are a building or a street, not a whole place. */
const STREET_LEVEL = new Set(['street_address', 'premise', 'subpremise', 'route', 'street_number']);

/**
 * The position of a street address in the chosen place, or null when the geocoder does not know
 * the street (the embedded gazetteer knows places, not streets): only a street-level answer is
 * a better pin than the place's own point.
 */
export async function geocodeStreetAddress(
  address: string,
  place: string,
  signal?: AbortSignal,
): Promise<{ lat: number; lng: number } | null> {
  try {
    const result = await api.get('/places/geocode', GeocodeResult, {
      query: { address: `${address}, ${place}` },
      signal,
    });
    return result.types.some((t) => STREET_LEVEL.has(t))
      ? { lat: result.lat, lng: result.lng }
      : null;
  } catch (error) {
    // 404: nothing found; the pin stays at the place.
    if (ApiError.is(error) && error.status === 404) return null;
    throw error;
  }
}

const ProblemList = z.array(PublishProblem);

/** The publish problems a 400 carries in `details.problems`, or null when it carries none. */
export function problemsOf(error: unknown): PublishProblem[] | null {
  if (!ApiError.is(error)) return null;
  const parsed = ProblemList.safeParse(error.details?.['problems']);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
