import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { defineRpc } from '../common/rpc.js';
import { ReviewAuthorRole } from './review-events.js';
import {
  BookingReviews,
  CategoryRatings,
  Review,
  ReviewPage,
  ReviewResponseText,
  ReviewText,
  StarRating,
} from './reviews.js';

export const REVIEW_PAGE_SIZE = { default: 10, max: 50 } as const;

export const BookingReviewsRequest = z.object({ bookingId: Uuid }).strict();

/**
 * The caller writes their side's review of a booking. The guest sends `categories` (required);
 * the host must not (VALIDATION on `categories` either way).
 */
export const WriteReviewRequest = z
  .object({
    bookingId: Uuid,
    rating: StarRating,
    categories: CategoryRatings.optional(),
    text: ReviewText,
  })
  .strict();
export type WriteReviewRequest = z.input<typeof WriteReviewRequest>;

/** The system's record of one side's review of a booking that already happened. */
export const PastReviewRequest = z
  .object({
    bookingId: Uuid,
    authorRole: ReviewAuthorRole,
    rating: StarRating,
    categories: CategoryRatings.optional(),
    text: ReviewText,
  })
  .strict();
export type PastReviewRequest = z.input<typeof PastReviewRequest>;

export const RespondToReviewRequest = z
  .object({ reviewId: Uuid, text: ReviewResponseText })
  .strict();

const pageFields = {
  cursor: PageCursor.optional(),
  limit: z.number().int().min(1).max(REVIEW_PAGE_SIZE.max).default(REVIEW_PAGE_SIZE.default),
};

export const ListingReviewsRequest = z.object({ listingId: Uuid, ...pageFields }).strict();
export const HostReviewsRequest = z.object({ hostId: Uuid, ...pageFields }).strict();

/**
 * Reviews, served by the booking service (decision 0044). Writes are idempotent by the caller's
 * key; a second review by the same author is CONFLICT unless it is the same review again.
 */
export const ReviewRpc = {
  /** The booking's guest, its host or an admin; anyone else NOT_FOUND. */
  forBooking: defineRpc('rpc.booking.review.forBooking', BookingReviewsRequest, BookingReviews),
  /**
   * The booking's guest or host only (others NOT_FOUND). CONFLICT when the booking is not a
   * completed stay or session, the window closed, or the author already wrote a different one.
   */
  write: defineRpc('rpc.booking.review.write', WriteReviewRequest, BookingReviews, {
    idempotent: true,
  }),
  /**
   * The system only (the demo seed): one side's review of a booking that already happened, as
   * `write` but accepted after the window (written the day after the end; published at once when
   * the window has closed). Idempotent by the caller's key.
   */
  recordPast: defineRpc('rpc.booking.review.recordPast', PastReviewRequest, BookingReviews, {
    idempotent: true,
  }),
  /** The host of a published guest review, once (CONFLICT after); anyone else NOT_FOUND. */
  respond: defineRpc('rpc.booking.review.respond', RespondToReviewRequest, Review, {
    idempotent: true,
  }),
  /** Anyone: a listing's published guest reviews, newest first, with their averages. */
  listForListing: defineRpc('rpc.booking.review.listForListing', ListingReviewsRequest, ReviewPage),
  /** Anyone: the published guest reviews of a host's listings, newest first. */
  listForHost: defineRpc('rpc.booking.review.listForHost', HostReviewsRequest, ReviewPage),
} as const;
