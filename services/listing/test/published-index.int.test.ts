import {
  ANONYMOUS,
  ListingRpc,
  PUBLISHED_INDEX_PAGE_MAX,
  SYSTEM_ACTOR,
  type PublishedListingRef,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDraft, hostActor, publishedListing } from './drafts.js';
import { makeCatalogue } from '../src/testing/fixtures.js';
import { ListingUnderTest } from './support.js';

const CATALOGUE_SIZE = 23;

/** `rpc.listing.property.listPublished`: the sitemap's view of the market. */
describe('listing service: listPublished (the sitemap index)', () => {
  const catalogue = makeCatalogue(CATALOGUE_SIZE);
  let listing: ListingUnderTest;

  async function readAll(limit: number): Promise<{ items: PublishedListingRef[]; pages: number }> {
    const items: PublishedListingRef[] = [];
    let after: string | undefined;
    for (let pages = 1; pages < 100; pages++) {
      const reply = await listing.client.call(
        ListingRpc.listPublished,
        { limit, ...(after ? { after } : {}) },
        { actor: ANONYMOUS },
      );
      items.push(...reply.items);
      if (!reply.nextAfter) return { items, pages };
      after = reply.nextAfter;
    }
    throw new Error('listPublished never ended');
  }

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listing_published_index', { booking: true });
    await listing.client.call(
      ListingRpc.importProperties,
      { properties: catalogue },
      { actor: SYSTEM_ACTOR },
    );
  });

  afterAll(async () => {
    await listing?.stop();
  });

  it('pages every published listing by id to an anonymous caller, each once, with host and last change', async () => {
    const host = hostActor();
    const published = await publishedListing(listing, host);
    const draft = await completeDraft(listing, host);
    const unlisted = await publishedListing(listing, host);
    await listing.client.call(ListingRpc.unpublishListing, { id: unlisted.id }, { actor: host });
    const deleted = await publishedListing(listing, host);
    await listing.client.call(ListingRpc.deleteListing, { id: deleted.id }, { actor: host });

    const { items, pages } = await readAll(5);
    const expected = [...catalogue.map((p) => p.id), published.id].sort();
    expect(items.map((i) => i.id)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 5));
    const ids = new Set(items.map((i) => i.id));
    expect(ids.has(draft.id)).toBe(false);
    expect(ids.has(unlisted.id)).toBe(false);
    expect(ids.has(deleted.id)).toBe(false);

    const mine = items.find((i) => i.id === published.id);
    expect(mine?.hostId).toBe(host.userId);
    const row = await listing.db
      .selectFrom('properties')
      .select('updated_at')
      .where('id', '=', published.id)
      .executeTakeFirstOrThrow();
    expect(mine?.updatedAt).toBe(new Date(row.updated_at).toISOString());
    const imported = catalogue[0];
    expect(items.find((i) => i.id === imported?.id)?.hostId).toBe(imported?.hostId);
  });

  it('answers the whole market in one default page when it fits', async () => {
    const reply = await listing.client.call(ListingRpc.listPublished, {}, { actor: ANONYMOUS });
    expect(reply.items.length).toBeGreaterThanOrEqual(CATALOGUE_SIZE);
    expect(reply.nextAfter).toBeNull();
  });

  it(`refuses a page over ${PUBLISHED_INDEX_PAGE_MAX} rows and a cursor that is not an id`, async () => {
    const tooBig = await errorOf(
      listing.client.call(
        ListingRpc.listPublished,
        { limit: PUBLISHED_INDEX_PAGE_MAX + 1 },
        { actor: ANONYMOUS },
      ),
    );
    expect(tooBig.code).toBe('VALIDATION');
    const badCursor = await errorOf(
      listing.client.call(ListingRpc.listPublished, { after: 'x' }, { actor: ANONYMOUS }),
    );
    expect(badCursor.code).toBe('VALIDATION');
  });
});
