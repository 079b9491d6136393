import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText } from '../common/text.js';
import { ReviewAuthorRole } from './review-events.js';

/**
 * Reviews (decision 0044): after a confirmed booking has ended, its guest and its host may each
 * write one review for `REVIEW_WINDOW_DAYS`. Double-blind: neither sees the other's until both
 * have written or the window has closed; then both are published and can no longer change.
 */
export const REVIEW_WINDOW_DAYS = 14;

export const REVIEW_TEXT = { min: 20, max: 2000 } as const;
export const REVIEW_RESPONSE_TEXT = { min: 2, max: 1000 } as const;

/** One to five stars. */
export const StarRating = z.number().int().min(1).max(5);
export type StarRating = z.infer<typeof StarRating>;

/** What a guest rates about the space besides the overall rating. */
export const REVIEW_CATEGORIES = [
  'cleanliness',
  'accuracy',
  'communication',
  'location',
  'checkIn',
  'value',
] as const;
export const ReviewCategory = z.enum(REVIEW_CATEGORIES);
export type ReviewCategory = z.infer<typeof ReviewCategory>;

export const CategoryRatings = z
  .object({
    cleanliness: StarRating,
    accuracy: StarRating,
    communication: StarRating,
    location: StarRating,
    checkIn: StarRating,
    value: StarRating,
  })
  .strict();
export type CategoryRatings = z.infer<typeof CategoryRatings>;

export const ReviewText = multiLineText({
  min: REVIEW_TEXT.min,
  max: REVIEW_TEXT.max,
  messages: {
    required: `Please write at least ${REVIEW_TEXT.min} characters.`,
    tooLong: `Please keep it under ${REVIEW_TEXT.max} characters.`,
  },
});

export const ReviewResponseText = multiLineText({
  min: REVIEW_RESPONSE_TEXT.min,
  max: REVIEW_RESPONSE_TEXT.max,
  messages: {
    required: 'Please write your answer.',
    tooLong: `Please keep it under ${REVIEW_RESPONSE_TEXT.max} characters.`,
  },
});

/** The host's public answer to a guest's published review (once). */
export const ReviewResponse = z.object({ text: z.string(), at: IsoDateTime });
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const Review = z.object({
  id: Uuid,
  bookingId: Uuid,
  listingId: Uuid,
  authorId: Uuid,
  /** The host (a guest's review of the space) or the guest (the host's review of them). */
  subjectId: Uuid,
  authorRole: ReviewAuthorRole,
  rating: StarRating,
  /** A guest's review only; null on a host's. */
  categories: CategoryRatings.nullable(),
  text: z.string(),
  submittedAt: IsoDateTime,
  /** Null while the other side may still write theirs. */
  publishedAt: IsoDateTime.nullable(),
  response: ReviewResponse.nullable(),
});
export type Review = z.infer<typeof Review>;

/**
 * Where a booking stands for reviews, as one of its two parties sees it:
 * - `not_reviewable`: not a confirmed booking (cancelled, declined, never paid);
 * - `not_yet`: confirmed but not ended;
 * - `open`: ended, inside the window;
 * - `closed`: the window has passed.
 */
export const ReviewWindowState = z.enum(['not_reviewable', 'not_yet', 'open', 'closed']);
export type ReviewWindowState = z.infer<typeof ReviewWindowState>;

export const BookingReviews = z.object({
  bookingId: Uuid,
  /** The caller's side of the booking (an admin reads it as the host would). */
  role: ReviewAuthorRole,
  window: ReviewWindowState,
  /** When the stay or session ended, and until when reviews may be written. */
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  /** The caller's own review, published or not. */
  mine: Review.nullable(),
  /** The other side's review, once published; null before (double-blind). */
  theirs: Review.nullable(),
  /** Whether the other side has written theirs (what it says stays hidden until published). */
  theirsWritten: z.boolean(),
});
export type BookingReviews = z.infer<typeof BookingReviews>;

/** Averages of published guest reviews; zero count means no reviews (and zero averages). */
export const ReviewSummary = z.object({
  count: z.number().int().nonnegative(),
  /** The overall average, rounded to 2 decimals; 0 without reviews. */
  rating: z.number().min(0).max(5),
  categories: z.record(ReviewCategory, z.number().min(0).max(5)),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewPage = z.object({
  summary: ReviewSummary,
  items: z.array(Review),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;
