import type { EventEnvelope, ReviewPublishedEvent } from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { RatingRepository } from '../../repositories/rating.repository.js';
import { SearchRepository } from '../../repositories/search.repository.js';

/**
 * `evt.booking.review.published`: a guest's review of a listing counts in its rating and review
 * count (what cards show and search sorts by), and the search document follows in this
 * transaction. A host's review of a guest is not about the listing. Runs in the kit's inbox
 * transaction, and is idempotent by review id as well: the same review twice counts once.
 */
export async function onReviewPublished(
  event: EventEnvelope<ReviewPublishedEvent>,
  trx: Transaction<DB>,
): Promise<void> {
  const { reviewId, listingId, rating, publishedAt, authorRole } = event.data;
  if (authorRole !== 'guest') return;
  const ratings = new RatingRepository(trx);
  const counted = await ratings.count({
    reviewId,
    propertyId: listingId,
    rating,
    publishedAt: new Date(publishedAt),
  });
  if (!counted) return;
  if (await ratings.refresh(listingId)) {
    await new SearchRepository(trx).refreshDocuments([listingId]);
  }
}
