import { ReviewEvents } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { ReviewRepository, type ReviewRow } from '../repositories/review.repository.js';

const factsOf = (row: ReviewRow) => ({
  reviewId: row.id,
  bookingId: row.booking_id,
  listingId: row.property_id,
  authorId: row.author_id,
  subjectId: row.subject_id,
  authorRole: row.author_role,
});

/** A review was written: the other side hears one waits for them, not what it says. */
export async function announceSubmitted(trx: Transaction<DB>, row: ReviewRow): Promise<void> {
  await enqueueEvent(trx, ReviewEvents.SUBMITTED, {
    ...factsOf(row),
    windowClosesAt: row.window_closes_at.toISOString(),
  });
}

/**
 * Announces reviews just published, in the transaction that published them (the outbox): the
 * listing service's rating and the notifications learn each review exactly once, since only a
 * row that moved from unpublished to published reaches here.
 */
export async function announcePublished(
  trx: Transaction<DB>,
  rows: readonly ReviewRow[],
): Promise<void> {
  for (const row of rows) {
    if (!row.published_at) throw new Error(`review ${row.id} is not published`);
    await enqueueEvent(trx, ReviewEvents.PUBLISHED, {
      ...factsOf(row),
      rating: row.rating,
      publishedAt: row.published_at.toISOString(),
    });
  }
}

/** Publishes a booking's unpublished reviews now and announces them. */
export async function publishBookingReviews(
  trx: Transaction<DB>,
  bookingId: string,
  at: Date,
): Promise<ReviewRow[]> {
  const rows = await new ReviewRepository(trx).publishBooking(bookingId, at);
  await announcePublished(trx, rows);
  return rows;
}

/** Publishes up to `limit` reviews whose window closed by `now`; how many it published. */
export async function publishClosedReviews(
  trx: Transaction<DB>,
  now: Date,
  limit: number,
): Promise<number> {
  const rows = await new ReviewRepository(trx).publishClosed(now, limit);
  await announcePublished(trx, rows);
  return rows.length;
}
