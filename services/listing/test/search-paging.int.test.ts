import { SearchRequest, type SortValue } from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/repositories/search.repository.js';
import type { SearchPlan } from '../src/search/density.js';
import { makeProperty } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

const CENTRE = { lat: -33.4372, lng: -70.6506 };
const SORTS: SortValue[] = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'];
const PLANS: SearchPlan[] = ['geo', 'walk'];

/** Homes around Santiago with many ties (rating, reviews, price, instant) so ids break them. */
function homes(n: number, seed: number) {
  return Array.from({ length: n }, (_, i) =>
    makeProperty({
      title: `Paging ${seed}-${i}`,
      lat: CENTRE.lat + ((i * 7) % 11) * 0.01,
      lng: CENTRE.lng + ((i * 5) % 13) * 0.01,
      rating: [4.5, 4.8, 5][i % 3],
      reviewCount: [3, 10][i % 2],
      price: { amount: 40_000 + (i % 4) * 5_000, currency: 'CLP' },
      createdAt: new Date(Date.UTC(2026, 9, 1 + (i % 5))).toISOString(),
    }),
  );
}

describe('search paging while documents change', () => {
  let harness: SearchHarness;

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_paging');
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  for (const plan of PLANS) {
    for (const sort of SORTS) {
      it(`never repeats nor skips (${plan}, ${sort})`, async () => {
        const stable = homes(24, 1);
        const volatile = homes(8, 2);
        await harness.import([...stable, ...volatile]);
        const request: SearchRequest = {
          listingType: 'home',
          area: { kind: 'radius', ...CENTRE, radiusKm: 30 },
          sort,
          limit: 5,
        };
        const seen: string[] = [];
        let cursor: string | undefined;
        let round = 0;
        for (;;) {
          const reply = await harness.page(
            SearchRequest.parse({ ...request, ...(cursor ? { cursor } : {}) }),
            plan,
          );
          seen.push(...reply.items.map((h) => h.id));
          if (!reply.nextCursor) break;
          cursor = reply.nextCursor;
          // Between pages: one listing arrives, one leaves.
          await harness.import(homes(1, 100 + round));
          const leaving = volatile[round];
          if (leaving) {
            await harness.db.transaction().execute(async (trx) => {
              await trx
                .updateTable('properties')
                .set({ status: 'unlisted' })
                .where('id', '=', leaving.id)
                .execute();
              await refreshSearchDocuments(trx, [leaving.id]);
            });
          }
          round++;
        }
        expect(new Set(seen).size).toBe(seen.length);
        // Every listing there from start to end was seen, in the final full order.
        const full = await harness.all({ ...request, limit: 60 }, plan);
        const stableIds = new Set(stable.map((p) => p.id));
        expect(seen.filter((id) => stableIds.has(id))).toEqual(
          full.ids.filter((id) => stableIds.has(id)),
        );
        expect(seen.filter((id) => stableIds.has(id))).toHaveLength(stable.length);
        // Clean slate for the next order.
        await harness.db.deleteFrom('search_documents').execute();
        await harness.db.deleteFrom('properties').execute();
      });
    }
  }
});
