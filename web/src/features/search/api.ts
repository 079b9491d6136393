import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  GeocodeResult,
  LIMITS,
  PlaceDetails,
  PlacePredictionsResponse,
  ReverseGeocodeResult,
  SearchResponse,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import type { SearchApiQuery } from './api-query';

export const searchKeys = {
  all: ['search'] as const,
  results: (query: SearchApiQuery) => [...searchKeys.all, 'results', query] as const,
  predictions: (q: string) => [...searchKeys.all, 'places', q] as const,
};

/** The home page's results, keyset-paged (the cursor comes from the previous page). */
export function searchInfiniteQueryOptions(query: SearchApiQuery) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ pageParam, signal }) =>
      api.get('/search', SearchResponse, {
        query: { ...query, limit: LIMITS.pageSize.default, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Availability changes as guests book: a result list older than a minute is refetched.
    staleTime: 60_000,
  });
}

/** Up to 5 Chilean places for what was typed (spec §5: cities only, Chile only). */
export function placePredictionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.predictions(q),
    queryFn: ({ signal }) =>
      api.get('/places/autocomplete', PlacePredictionsResponse, {
        query: { q, limit: LIMITS.autocomplete.desktopResults },
        signal,
      }),
    enabled: q.trim().length > 0,
    staleTime: 60 * 60_000,
  });
}

export function fetchPlaceDetails(placeId: string, signal?: AbortSignal) {
  return api.get(`/places/${encodeURIComponent(placeId)}`, PlaceDetails, { signal });
}

/** A typed destination nobody picked from the list; 404 (ApiError) when nothing matches. */
export function geocodePlace(address: string, signal?: AbortSignal) {
  return api.get('/places/geocode', GeocodeResult, { query: { address }, signal });
}

/** 'Use current location': the place at these coordinates. */
export function reverseGeocode(lat: number, lng: number, signal?: AbortSignal) {
  return api.get('/places/reverse', ReverseGeocodeResult, { query: { lat, lng }, signal });
}
