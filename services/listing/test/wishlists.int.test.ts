import { randomUUID } from 'node:crypto';
import { ANONYMOUS, ListingRpc, WISHLIST_LIMITS, type Actor } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDraft, hostActor, publishedListing } from './drafts.js';
import { ListingUnderTest } from './support.js';

describe('wishlists', () => {
  let listing: ListingUnderTest;
  const host = hostActor();
  const homes: string[] = [];

  const call = () => listing.client;

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listingwish', { booking: true });
    for (let i = 0; i < 3; i++) homes.push((await publishedListing(listing, host)).id);
  });

  afterAll(async () => {
    await listing?.stop();
  });

  it('creates, fills, renames, lists and deletes a list, newest saved first', async () => {
    const guest = hostActor();
    const [a, b, c] = homes as [string, string, string];
    const created = await call().call(
      ListingRpc.createWishlist,
      { name: 'Verano', propertyId: a },
      { actor: guest },
    );
    expect(created).toMatchObject({ name: 'Verano', itemCount: 1 });
    expect(created.cover).not.toBeNull();
    expect(created.cover).not.toHaveProperty('keys');

    await call().call(
      ListingRpc.addToWishlist,
      { id: created.id, propertyId: b },
      { actor: guest },
    );
    const withC = await call().call(
      ListingRpc.addToWishlist,
      { id: created.id, propertyId: c },
      { actor: guest },
    );
    expect(withC.itemCount).toBe(3);
    // Saving twice changes nothing.
    const twice = await call().call(
      ListingRpc.addToWishlist,
      { id: created.id, propertyId: a },
      { actor: guest },
    );
    expect(twice.itemCount).toBe(3);

    const detail = await call().call(ListingRpc.getWishlist, { id: created.id }, { actor: guest });
    expect(detail.items.map((i) => i.id)).toEqual([c, b, a]);
    expect(detail.cover?.id).toBe(detail.items[0]?.cover?.id);

    const renamed = await call().call(
      ListingRpc.renameWishlist,
      { id: created.id, name: 'Vacaciones' },
      { actor: guest },
    );
    expect(renamed.name).toBe('Vacaciones');

    const other = await call().call(
      ListingRpc.createWishlist,
      { name: 'Trabajo' },
      { actor: guest },
    );
    expect(other).toMatchObject({ itemCount: 0, cover: null });
    await call().call(ListingRpc.addToWishlist, { id: other.id, propertyId: b }, { actor: guest });
    const lists = await call().call(ListingRpc.listWishlists, {}, { actor: guest });
    expect(lists.items.map((l) => [l.name, l.itemCount])).toEqual([
      ['Trabajo', 1],
      ['Vacaciones', 3],
    ]);
    expect((await call().call(ListingRpc.saved, {}, { actor: guest })).propertyIds.sort()).toEqual(
      [a, b, c].sort(),
    );

    const removed = await call().call(
      ListingRpc.removeFromWishlist,
      { id: created.id, propertyId: c },
      { actor: guest },
    );
    expect(removed.itemCount).toBe(2);
    // Unsave takes b out of both lists.
    const after = await call().call(ListingRpc.unsave, { propertyId: b }, { actor: guest });
    expect(after.propertyIds).toEqual([a]);
    // Unsave touched both lists in one transaction: same updated_at, so find them by name.
    const afterUnsave = (await call().call(ListingRpc.listWishlists, {}, { actor: guest })).items;
    const trabajo = afterUnsave.find((l) => l.name === 'Trabajo');
    const vacaciones = afterUnsave.find((l) => l.name === 'Vacaciones');
    expect(trabajo?.itemCount).toBe(0);
    expect(vacaciones?.itemCount).toBe(1);

    expect(
      await call().call(ListingRpc.deleteWishlist, { id: other.id }, { actor: guest }),
    ).toEqual({ ok: true });
    expect((await call().call(ListingRpc.listWishlists, {}, { actor: guest })).items).toHaveLength(
      1,
    );
  });

  it('is private: another user gets NOT_FOUND for every operation and changes nothing', async () => {
    const owner = hostActor();
    const [a, b] = homes as [string, string];
    const list = await call().call(
      ListingRpc.createWishlist,
      { name: 'Privada', propertyId: a },
      { actor: owner },
    );
    const intruder = hostActor();
    const id = list.id;
    const attempts = [
      () => call().call(ListingRpc.getWishlist, { id }, { actor: intruder }),
      () => call().call(ListingRpc.renameWishlist, { id, name: 'Mía' }, { actor: intruder }),
      () => call().call(ListingRpc.addToWishlist, { id, propertyId: b }, { actor: intruder }),
      () => call().call(ListingRpc.removeFromWishlist, { id, propertyId: a }, { actor: intruder }),
      () => call().call(ListingRpc.deleteWishlist, { id }, { actor: intruder }),
    ];
    for (const attempt of attempts) expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    expect((await call().call(ListingRpc.listWishlists, {}, { actor: intruder })).items).toEqual(
      [],
    );
    expect(await call().call(ListingRpc.unsave, { propertyId: a }, { actor: intruder })).toEqual({
      propertyIds: [],
    });
    const unchanged = await call().call(ListingRpc.getWishlist, { id }, { actor: owner });
    expect(unchanged).toMatchObject({ name: 'Privada', itemCount: 1 });

    for (const attempt of [
      () => call().call(ListingRpc.listWishlists, {}, { actor: ANONYMOUS }),
      () => call().call(ListingRpc.getWishlist, { id }, { actor: ANONYMOUS }),
      () => call().call(ListingRpc.saved, {}, { actor: ANONYMOUS }),
    ]) {
      expect((await errorOf(attempt())).code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses listings guests cannot see, and drops ones that leave the market', async () => {
    const guest = hostActor();
    const draftHost = hostActor();
    const draft = await completeDraft(listing, draftHost);
    const leaving = await publishedListing(listing, draftHost);
    const deleted = await publishedListing(listing, draftHost);
    const list = await call().call(ListingRpc.createWishlist, { name: 'Ideas' }, { actor: guest });

    for (const propertyId of [draft.id, randomUUID()]) {
      const add = call().call(
        ListingRpc.addToWishlist,
        { id: list.id, propertyId },
        { actor: guest },
      );
      expect((await errorOf(add)).code).toBe('NOT_FOUND');
      const create = call().call(
        ListingRpc.createWishlist,
        { name: 'Otra', propertyId },
        { actor: guest },
      );
      expect((await errorOf(create)).code).toBe('NOT_FOUND');
    }
    expect((await call().call(ListingRpc.listWishlists, {}, { actor: guest })).items).toHaveLength(
      1,
    );

    for (const propertyId of [homes[0] ?? '', leaving.id, deleted.id]) {
      await call().call(ListingRpc.addToWishlist, { id: list.id, propertyId }, { actor: guest });
    }
    await call().call(ListingRpc.unpublishListing, { id: leaving.id }, { actor: draftHost });
    await call().call(ListingRpc.deleteListing, { id: deleted.id }, { actor: draftHost });

    const detail = await call().call(ListingRpc.getWishlist, { id: list.id }, { actor: guest });
    expect(detail.items.map((i) => i.id)).toEqual([homes[0]]);
    expect(detail.itemCount).toBe(1);
    expect((await call().call(ListingRpc.saved, {}, { actor: guest })).propertyIds).toEqual([
      homes[0],
    ]);
    const re = call().call(
      ListingRpc.addToWishlist,
      { id: list.id, propertyId: deleted.id },
      { actor: guest },
    );
    expect((await errorOf(re)).code).toBe('NOT_FOUND');

    // Back on the market, the listing is back in the list.
    await call().call(ListingRpc.publishListing, { id: leaving.id }, { actor: draftHost });
    const back = await call().call(ListingRpc.getWishlist, { id: list.id }, { actor: guest });
    expect(back.items.map((i) => i.id)).toContain(leaving.id);
  });

  it('keeps to the limits: lists per user and listings per list', async () => {
    const guest: Actor = hostActor();
    const ownerId = guest.userId ?? '';
    // Filled in SQL: the limits are far above what a test should create one call at a time.
    await sql`insert into wishlists (owner_id, name)
      select ${ownerId}::uuid, 'Lista ' || n
      from generate_series(1, ${WISHLIST_LIMITS.listsPerUser - 1}) n`.execute(listing.db);
    const last = await call().call(ListingRpc.createWishlist, { name: 'Última' }, { actor: guest });
    const tooMany = await errorOf(
      call().call(ListingRpc.createWishlist, { name: 'Una más' }, { actor: guest }),
    );
    expect(tooMany.code).toBe('CONFLICT');

    const fillers = Array.from({ length: WISHLIST_LIMITS.itemsPerList }, () => randomUUID());
    await sql`insert into properties (id, host_id, status)
      select unnest(${fillers}::uuid[]), ${randomUUID()}::uuid, 'draft'`.execute(listing.db);
    await sql`insert into wishlist_items (wishlist_id, property_id, owner_id)
      select ${last.id}::uuid, unnest(${fillers}::uuid[]), ${ownerId}::uuid`.execute(listing.db);
    const full = await errorOf(
      call().call(
        ListingRpc.addToWishlist,
        { id: last.id, propertyId: homes[0] ?? '' },
        { actor: guest },
      ),
    );
    expect(full.code).toBe('CONFLICT');
    // The hidden fillers count towards the limit but never show.
    const detail = await call().call(ListingRpc.getWishlist, { id: last.id }, { actor: guest });
    expect(detail.items).toEqual([]);
  });
});
