import type { ReviewPage, ReviewRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import { visibleBooking } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { bookingReviewsFor } from '../../app/review-view.js';
import { toReview, toSummary } from '../../domain/review-mapper.js';
import { BookingRepository } from '../../repositories/booking.repository.js';
import { ReviewRepository, type ReviewScope } from '../../repositories/review.repository.js';

/** `rpc.booking.review.forBooking`: the booking's two sides (an admin as its host); else NOT_FOUND. */
export function bookingReviewsHandler(deps: BookingDeps): RpcHandler<typeof ReviewRpc.forBooking> {
  return async ({ bookingId }, call) => {
    const { row, party } = await visibleBooking(
      new BookingRepository(deps.db),
      bookingId,
      call.actor,
      false,
    );
    const reviews = await new ReviewRepository(deps.db).forBooking(row.id);
    const role = party === 'guest' ? 'guest' : 'host';
    const viewer = party === 'admin' ? null : call.actor.userId;
    return bookingReviewsFor(row, role, viewer, reviews, deps.now());
  };
}

async function pageOf(
  deps: BookingDeps,
  scope: ReviewScope,
  cursor: string | undefined,
  limit: number,
): Promise<ReviewPage> {
  const repo = new ReviewRepository(deps.db);
  const after = cursor ? decodeTimestampIdCursor(cursor) : undefined;
  const [summary, rows] = await Promise.all([
    repo.summary(scope),
    repo.listPublished(scope, after, limit + 1),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    summary: toSummary(summary),
    items: items.map(toReview),
    nextCursor:
      rows.length > limit && last
        ? encodeTimestampIdCursor({ createdAt: last.cursor_at, id: last.id })
        : null,
  };
}

/** `rpc.booking.review.listForListing`: public, published guest reviews only. */
export function listingReviewsHandler(
  deps: BookingDeps,
): RpcHandler<typeof ReviewRpc.listForListing> {
  return ({ listingId, cursor, limit }) => pageOf(deps, { propertyId: listingId }, cursor, limit);
}

/** `rpc.booking.review.listForHost`: public, published guest reviews of the host's listings. */
export function hostReviewsHandler(deps: BookingDeps): RpcHandler<typeof ReviewRpc.listForHost> {
  return ({ hostId, cursor, limit }) => pageOf(deps, { hostId }, cursor, limit);
}
