import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface PublishedReview {
  reviewId: string;
  propertyId: string;
  rating: number;
  publishedAt: Date;
}

/** A listing's rating from the published guest reviews counted for it (decision 0044). */
export class RatingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Counts a review once; false when it was already counted (a repeat changes nothing). */
  async count(review: PublishedReview): Promise<boolean> {
    const inserted = await this.db
      .insertInto('listing_reviews')
      .values({
        review_id: review.reviewId,
        property_id: review.propertyId,
        rating: review.rating,
        published_at: review.publishedAt,
      })
      .onConflict((oc) => oc.column('review_id').doNothing())
      .returning('review_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * Sets the listing's sum, count and rating (the average, two decimals, as cards show it) from
   * the reviews counted for it. Recomputed rather than incremented, so it can never drift from
   * what was counted. False when the listing is unknown here (its reviews wait in the table).
   */
  async refresh(propertyId: string): Promise<boolean> {
    const { rows } = await sql<{ id: string }>`
      update properties p set
        rating_sum = t.total, review_count = t.n,
        rating = case when t.n = 0 then 0 else round(t.total::numeric / t.n, 2) end
      from (select coalesce(sum(rating), 0)::int as total, count(*)::int as n
            from listing_reviews where property_id = ${propertyId}) t
      where p.id = ${propertyId}
      returning p.id`.execute(this.db);
    return rows.length > 0;
  }
}
