import { queryOptions } from '@tanstack/react-query';
import {
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

const ProblemList = z.array(PublishProblem);

/** The publish problems a 400 carries in `details.problems`, or null when it carries none. */
export function problemsOf(error: unknown): PublishProblem[] | null {
  if (!ApiError.is(error)) return null;
  const parsed = ProblemList.safeParse(error.details?.['problems']);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
