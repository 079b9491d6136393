import { randomUUID } from 'node:crypto';
import {
  AppError,
  fieldError,
  isSystemActor,
  type BookingReviews,
  type CategoryRatings,
  type ReviewAuthorRole,
  type ReviewRpc,
} from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import { BOOKING_NOT_FOUND, requireSignedIn } from '../../app/access.js';
import type { BookingDeps } from '../../app/deps.js';
import { announceSubmitted, publishBookingReviews } from '../../app/review-publish.js';
import { bookingReviewsFor } from '../../app/review-view.js';
import type { DB } from '../../db/types.js';
import { isShowable } from '../../domain/booking-mapper.js';
import { reviewWindow, shouldPublish, writeRefusal } from '../../domain/review-window.js';
import { BookingRepository, type BookingRow } from '../../repositories/booking.repository.js';
import { ReviewRepository, type ReviewRow } from '../../repositories/review.repository.js';

const DAY_MS = 86_400_000;
const ALREADY_REVIEWED = 'You already reviewed this booking; a review cannot be changed.';

/** The same review sent again (a retry without the first key): answered, not refused. */
function sameReview(
  row: ReviewRow,
  request: { rating: number; categories?: CategoryRatings | undefined; text: string },
): boolean {
  const c = request.categories;
  return (
    row.rating === request.rating &&
    row.body === request.text &&
    row.cleanliness === (c?.cleanliness ?? null) &&
    row.accuracy === (c?.accuracy ?? null) &&
    row.communication === (c?.communication ?? null) &&
    row.location === (c?.location ?? null) &&
    row.check_in === (c?.checkIn ?? null) &&
    row.value === (c?.value ?? null)
  );
}

type ReviewRequest = {
  bookingId: string;
  rating: number;
  categories?: CategoryRatings | undefined;
  text: string;
};

/**
 * Writes `role`'s review of a booking locked by the caller, and publishes the booking's reviews
 * when this one makes them due (both written, or the window closed). `history`: a review the
 * system records for a booking that already happened (the demo world), accepted after the
 * window as if written the day after the end; otherwise only inside the window.
 */
async function submitReview(
  trx: Transaction<DB>,
  booking: BookingRow,
  role: ReviewAuthorRole,
  request: ReviewRequest,
  now: Date,
  history: boolean,
): Promise<BookingReviews> {
  const reviews = new ReviewRepository(trx);
  const existing = await reviews.forBooking(booking.id);
  const mine = existing.find((r) => r.author_role === role);
  const authorId = role === 'guest' ? booking.guest_id : booking.host_id;
  if (mine) {
    if (!sameReview(mine, request)) {
      throw new AppError('CONFLICT', ALREADY_REVIEWED, { reason: 'already_reviewed' });
    }
    return bookingReviewsFor(booking, role, authorId, existing, now);
  }

  const window = reviewWindow({ status: booking.status, endsAt: booking.ends_at }, now);
  const late = history && window.state === 'closed';
  const refusal = late ? null : writeRefusal(window.state);
  if (refusal) throw new AppError('CONFLICT', refusal, { reason: `window_${window.state}` });
  if (role === 'guest' && !request.categories) {
    throw fieldError('categories', 'Please rate each part of the stay.');
  }
  if (role === 'host' && request.categories) {
    throw fieldError('categories', 'A host rates the guest with one rating only.');
  }

  const row = await reviews.insert({
    id: randomUUID(),
    bookingId: booking.id,
    propertyId: booking.property_id,
    hostId: booking.host_id,
    authorId,
    subjectId: role === 'guest' ? booking.host_id : booking.guest_id,
    authorRole: role,
    rating: request.rating,
    categories: request.categories ?? null,
    text: request.text,
    submittedAt: late ? new Date(window.opensAt.getTime() + DAY_MS) : now,
    windowClosesAt: window.closesAt,
  });
  // The booking's lock makes this unreachable but for a row written outside this path.
  if (!row) throw new AppError('CONFLICT', ALREADY_REVIEWED, { reason: 'already_reviewed' });
  await announceSubmitted(trx, row);

  const written = [...existing.map((r) => r.author_role), role];
  if (shouldPublish(written, window.closesAt, now)) {
    await publishBookingReviews(trx, booking.id, now);
  }
  return bookingReviewsFor(booking, role, authorId, await reviews.forBooking(booking.id), now);
}

/**
 * `rpc.booking.review.write`: the booking's guest reviews the space (with categories), its host
 * the guest. Under the booking's row lock, so the two sides' writes serialise and whichever comes
 * second publishes both in its own transaction (double-blind). Admins do not write reviews.
 */
export function writeReviewHandler(deps: BookingDeps) {
  return inTransaction<typeof ReviewRpc.write, DB>(async (request, call, trx) => {
    requireSignedIn(call.actor);
    const booking = await new BookingRepository(trx).findForUpdate(request.bookingId);
    const me = call.actor.userId;
    if (!booking || !isShowable(booking) || !me) {
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    }
    const role: ReviewAuthorRole | null =
      booking.guest_id === me ? 'guest' : booking.host_id === me ? 'host' : null;
    if (!role) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return submitReview(trx, booking, role, request, deps.now(), false);
  });
}

/**
 * `rpc.booking.review.recordPast`: the system records one side's review of a booking that
 * already happened (the demo world, as `recordPast` records the booking), under every rule of a
 * review but the window's close.
 */
export function recordPastReviewHandler(deps: BookingDeps) {
  return inTransaction<typeof ReviewRpc.recordPast, DB>(async (request, call, trx) => {
    if (!isSystemActor(call.actor)) {
      throw new AppError('FORBIDDEN', 'Only the system records past reviews.');
    }
    const booking = await new BookingRepository(trx).findForUpdate(request.bookingId);
    if (!booking || !isShowable(booking)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    const { authorRole, ...review } = request;
    return submitReview(trx, booking, authorRole, review, deps.now(), true);
  });
}
