import type { BookingReviews, ReviewAuthorRole } from '@arrendo/contracts';
import { reviewWindow, visibleTo } from '../domain/review-window.js';
import { toReview } from '../domain/review-mapper.js';
import type { BookingRow } from '../repositories/booking.repository.js';
import type { ReviewRow } from '../repositories/review.repository.js';

/**
 * A booking's reviews as one side sees them (double-blind): their own, and the other side's only
 * once published; that the other has written is no secret (they are told to write theirs).
 */
export function bookingReviewsFor(
  booking: BookingRow,
  role: ReviewAuthorRole,
  viewerId: string | null,
  reviews: readonly ReviewRow[],
  now: Date,
): BookingReviews {
  const window = reviewWindow({ status: booking.status, endsAt: booking.ends_at }, now);
  const mine = reviews.find((r) => r.author_role === role) ?? null;
  const theirs = reviews.find((r) => r.author_role !== role) ?? null;
  const visible =
    theirs && visibleTo({ authorId: theirs.author_id, publishedAt: theirs.published_at }, viewerId)
      ? theirs
      : null;
  return {
    bookingId: booking.id,
    role,
    window: window.state,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    mine: mine ? toReview(mine) : null,
    theirs: visible ? toReview(visible) : null,
    theirsWritten: theirs !== null,
  };
}
