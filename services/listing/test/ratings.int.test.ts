import { randomUUID } from 'node:crypto';
import { ListingRpc, ReviewEvents, type ReviewPublishedEvent } from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProperty } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

/**
 * Decision 0044: a listing's rating and review count come from the booking service's published
 * guest reviews, each counted once however often its event arrives.
 */
describe('a listing’s rating from published reviews', () => {
  let harness: SearchHarness;

  const published = (
    listingId: string,
    rating: number,
    overrides: Partial<ReviewPublishedEvent> = {},
  ): ReviewPublishedEvent => ({
    reviewId: randomUUID(),
    bookingId: randomUUID(),
    listingId,
    authorId: randomUUID(),
    subjectId: randomUUID(),
    authorRole: 'guest',
    rating,
    publishedAt: new Date().toISOString(),
    ...overrides,
  });

  async function deliver(...events: ReviewPublishedEvent[]): Promise<void> {
    const ids: string[] = [];
    for (const data of events) ids.push(await harness.publish(ReviewEvents.PUBLISHED, data));
    await harness.processed(ids);
  }

  const property = (id: string) => harness.client.call(ListingRpc.getProperty, { id });

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_ratings');
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  it('averages guest reviews to two decimals, counts each once, ignores hosts’ reviews', async () => {
    // The import's rating stands on no review: the first published one replaces it.
    const p = makeProperty({ rating: 4.9, reviewCount: 120 });
    await harness.import([p]);

    const first = published(p.id, 4);
    await deliver(first);
    expect(await property(p.id)).toMatchObject({ rating: 4, reviewCount: 1 });

    // The same review again (a redelivery under a new event id) counts nothing.
    await deliver(first);
    expect(await property(p.id)).toMatchObject({ rating: 4, reviewCount: 1 });

    // A host's review of a guest is not about the listing.
    await deliver(published(p.id, 1, { authorRole: 'host' }));
    expect(await property(p.id)).toMatchObject({ rating: 4, reviewCount: 1 });

    await deliver(published(p.id, 5), published(p.id, 5));
    expect(await property(p.id)).toMatchObject({ rating: 4.67, reviewCount: 3 });

    // Search sorts and shows what the property says.
    const doc = await harness.db
      .selectFrom('search_documents')
      .select(['rating', 'review_count'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(doc.rating)).toBe(4.67);
    expect(doc.review_count).toBe(3);
  });
});
