import { AppError, type ReviewRpc } from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import { requireSignedIn } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { toReview } from '../../domain/review-mapper.js';
import { ReviewRepository } from '../../repositories/review.repository.js';

const REVIEW_NOT_FOUND = 'Review not found';

/**
 * `rpc.booking.review.respond`: the listing's host answers a guest's published review, once, in
 * public. Anyone else, and any review the caller cannot see (unpublished, a host's review),
 * NOT_FOUND; a second answer CONFLICT (the same answer again is the first one, answered).
 */
export function respondToReviewHandler(deps: BookingDeps) {
  return inTransaction<typeof ReviewRpc.respond, DB>(async ({ reviewId, text }, call, trx) => {
    requireSignedIn(call.actor);
    const reviews = new ReviewRepository(trx);
    const row = await reviews.find(reviewId);
    if (
      !row ||
      row.author_role !== 'guest' ||
      row.published_at === null ||
      row.host_id !== call.actor.userId
    ) {
      throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
    }
    if (row.response_text !== null) {
      if (row.response_text === text) return toReview(row);
      throw new AppError('CONFLICT', 'You already answered this review.', {
        reason: 'already_answered',
      });
    }
    const answered = await reviews.respond(row.id, text, deps.now());
    if (!answered) {
      throw new AppError('CONFLICT', 'You already answered this review.', {
        reason: 'already_answered',
      });
    }
    return toReview(answered);
  });
}
