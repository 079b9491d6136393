import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { PublicUserCard } from '../identity/model.js';
import {
  BookingReviews,
  CategoryRatings,
  ReviewPage,
  ReviewResponseText,
  ReviewText,
  StarRating,
} from '../booking/reviews.js';

/**
 * Reviews (decision 0044), every rule the booking service's:
 *
 * | route | body / query | answer |
 * |---|---|---|
 * | GET /api/bookings/:id/reviews | | `BookingReviews` (the booking's guest or host; else 404) |
 * | POST /api/bookings/:id/reviews | `WriteReviewBody`; header `Idempotency-Key` (optional) | `BookingReviews`; 409 when not completed, outside the window, or already written |
 * | POST /api/reviews/:id/response | `ReviewResponseBody` | `Review`; 409 when already answered |
 * | GET /api/properties/:id/reviews | `ReviewListQuery` | `ReviewListResponse` (public) |
 * | GET /api/hosts/:id/reviews | `ReviewListQuery` | `ReviewListResponse` (public: reviews of the host's listings) |
 */
export const ReviewIdParams = z.object({ id: Uuid }).strict();

export const WriteReviewBody = z
  .object({ rating: StarRating, categories: CategoryRatings.optional(), text: ReviewText })
  .strict();
export type WriteReviewBody = z.input<typeof WriteReviewBody>;

export const ReviewResponseBody = z.object({ text: ReviewResponseText }).strict();
export type ReviewResponseBody = z.input<typeof ReviewResponseBody>;

export const ReviewListQuery = z
  .object({
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ReviewListQuery = z.input<typeof ReviewListQuery>;

export const ReviewListResponse = ReviewPage.extend({
  /** The authors' public cards (first name, avatar) by user id; deleted accounts are absent. */
  authors: z.record(z.string(), PublicUserCard),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const BookingReviewsResponse = BookingReviews;
export type BookingReviewsResponse = BookingReviews;
