import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { IsoDateTime, Uuid } from '../common/ids.js';

/**
 * Reviews live with the bookings they are about (decision 0044): the booking service knows who
 * stayed, when it ended and the 14-day window. Double-blind: a review is `submitted` (the other
 * side is told one is waiting, not what it says) and both are `published` together when the
 * second is written or the window closes.
 */
export const ReviewAuthorRole = z.enum(['guest', 'host']);
export type ReviewAuthorRole = z.infer<typeof ReviewAuthorRole>;

const ReviewFacts = {
  reviewId: Uuid,
  bookingId: Uuid,
  listingId: Uuid,
  authorId: Uuid,
  /** Whom it is about: the host (a guest's review of the space) or the guest. */
  subjectId: Uuid,
  authorRole: ReviewAuthorRole,
};

export const ReviewSubmittedEvent = z.object({
  ...ReviewFacts,
  /** Until when the subject may write theirs (after it, both publish anyway). */
  windowClosesAt: IsoDateTime,
});
export type ReviewSubmittedEvent = z.infer<typeof ReviewSubmittedEvent>;

export const ReviewPublishedEvent = z.object({
  ...ReviewFacts,
  /** 1–5, the overall rating. */
  rating: z.number().int().min(1).max(5),
  publishedAt: IsoDateTime,
});
export type ReviewPublishedEvent = z.infer<typeof ReviewPublishedEvent>;

export const ReviewEvents = {
  SUBMITTED: defineEvent('evt.booking.review.submitted', 1, ReviewSubmittedEvent),
  PUBLISHED: defineEvent('evt.booking.review.published', 1, ReviewPublishedEvent),
} as const;
