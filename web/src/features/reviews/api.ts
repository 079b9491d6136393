import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  BookingReviewsResponse,
  Review,
  ReviewListResponse,
  type ReviewResponseBody,
  type WriteReviewBody,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

/** Reviews (contracts `http/reviews.ts`): a booking's two sides, a listing's and a host's. */
export const reviewKeys = {
  all: ['reviews'] as const,
  booking: (id: string) => ['reviews', 'booking', id] as const,
  listing: (id: string) => ['reviews', 'listing', id] as const,
  host: (id: string) => ['reviews', 'host', id] as const,
};

/** Reviews shown a page at a time. */
export const REVIEWS_PAGE = 6;

export function bookingReviewsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: reviewKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      api.get(`/bookings/${encodeURIComponent(bookingId)}/reviews`, BookingReviewsResponse, {
        signal,
      }),
  });
}

function pagedReviews(key: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api.get(path, ReviewListResponse, {
        query: { limit: REVIEWS_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const listingReviewsQueryOptions = (propertyId: string) =>
  pagedReviews(
    reviewKeys.listing(propertyId),
    `/properties/${encodeURIComponent(propertyId)}/reviews`,
  );

export const hostReviewsQueryOptions = (hostId: string) =>
  pagedReviews(reviewKeys.host(hostId), `/hosts/${encodeURIComponent(hostId)}/reviews`);

export const writeReview = (bookingId: string, body: WriteReviewBody) =>
  api.post(`/bookings/${encodeURIComponent(bookingId)}/reviews`, body, BookingReviewsResponse);

export const respondToReview = (reviewId: string, body: ReviewResponseBody) =>
  api.post(`/reviews/${encodeURIComponent(reviewId)}/response`, body, Review);
