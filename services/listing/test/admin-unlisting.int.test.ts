import { randomUUID } from 'node:crypto';
import { ANONYMOUS, BookingRpc, ListingRpc, SYSTEM_ACTOR, type Actor } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_HOME, completeDraft, hostActor, publishedListing } from './drafts.js';
import { ListingUnderTest } from './support.js';

const admin = (): Actor => ({ userId: randomUUID(), roles: ['admin'] });
const guest = (): Actor => ({ userId: randomUUID(), roles: [] });
const REASON = 'The photos belong to another listing. Please upload your own.';

/** Decision 0049: an admin unlists a listing with a reason, and only an admin relists it. */
describe('admins unlist and relist listings', () => {
  let listing: ListingUnderTest;
  const client = () => listing.client;

  /** The listing's outbox rows by subject, oldest first (the host's events and the audit). */
  async function eventsOf(
    id: string,
  ): Promise<{ subject: string; data: Record<string, unknown> }[]> {
    const { rows } = await sql<{ subject: string; data: Record<string, unknown> }>`
      select subject, envelope->'data' as data from outbox
      where envelope->'data'->>'propertyId' = ${id}
         or envelope->'data'->'target'->>'id' = ${id}
      order by seq`.execute(listing.db);
    return rows.filter((r) => !r.subject.endsWith('.changed') && !r.subject.endsWith('.published'));
  }

  /** Whether a guest's search around the listing's place finds it. */
  async function searchFinds(id: string): Promise<boolean> {
    const found = await client().call(
      ListingRpc.search,
      {
        listingType: 'home',
        area: {
          kind: 'radius',
          lat: COMPLETE_HOME.lat ?? 0,
          lng: COMPLETE_HOME.lng ?? 0,
          radiusKm: 5,
        },
      },
      { actor: ANONYMOUS },
    );
    return found.items.some((item) => item.id === id);
  }

  beforeAll(async () => {
    listing = await ListingUnderTest.start('adminunlist', { booking: true });
  });

  afterAll(async () => {
    await listing?.stop();
  });

  it('takes a listing out of search, the property page and holds; the host cannot republish; relist brings it back', async () => {
    const host = hostActor();
    const { id } = await publishedListing(listing, host);
    expect(await searchFinds(id)).toBe(true);
    const someone = admin();

    const unlisted = await client().call(
      ListingRpc.adminUnlist,
      { id, reason: REASON },
      { actor: someone },
    );
    expect(unlisted.changed).toBe(true);
    expect(unlisted.listing).toMatchObject({
      id,
      status: 'published',
      visible: false,
      adminUnlist: { reason: REASON },
    });

    // Out of search at once, and the trigger keeps it out whoever refreshes the document.
    expect(await searchFinds(id)).toBe(false);
    await sql`select refresh_search_documents(${[id]}::uuid[])`.execute(listing.db);
    expect(await searchFinds(id)).toBe(false);

    // The property page is gone for guests (and its host): booking's hold asks it as the guest.
    for (const actor of [ANONYMOUS, guest(), host]) {
      const error = await errorOf(client().call(ListingRpc.getProperty, { id }, { actor }));
      expect(error).toMatchObject({ code: 'NOT_FOUND' });
    }
    const hold = await errorOf(
      client().call(
        BookingRpc.hold,
        { propertyId: id, checkIn: '2031-03-02', checkOut: '2031-03-05', guests: 2 },
        { actor: guest(), idempotencyKey: randomUUID() },
      ),
    );
    expect(hold).toMatchObject({ code: 'NOT_FOUND' });
    // Admins still see it.
    await expect(
      client().call(ListingRpc.getProperty, { id }, { actor: someone }),
    ).resolves.toMatchObject({ id });

    // The host sees the state and the reason, and cannot publish it back (unpublish first).
    const mine = await client().call(ListingRpc.listMyListings, {}, { actor: host });
    expect(mine.items.find((l) => l.id === id)?.adminUnlist?.reason).toBe(REASON);
    await client().call(ListingRpc.unpublishListing, { id }, { actor: host });
    const refused = await errorOf(
      client().call(ListingRpc.publishListing, { id }, { actor: host }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', details: { reason: 'unlisted_by_admin' } });
    // Nor does an admin's own publish: admins relist.
    const adminPublish = await errorOf(
      client().call(ListingRpc.publishListing, { id }, { actor: someone }),
    );
    expect(adminPublish).toMatchObject({ code: 'CONFLICT' });

    const relisted = await client().call(ListingRpc.adminRelist, { id }, { actor: someone });
    expect(relisted.changed).toBe(true);
    expect(relisted.listing.adminUnlist).toBeNull();
    // The host's own state (unlisted since they unpublished it) applies again: they publish it.
    expect(relisted.listing.status).toBe('unlisted');
    await client().call(ListingRpc.publishListing, { id }, { actor: host });
    expect(await searchFinds(id)).toBe(true);
    await expect(
      client().call(ListingRpc.getProperty, { id }, { actor: ANONYMOUS }),
    ).resolves.toMatchObject({ id, status: 'published' });

    const events = await eventsOf(id);
    expect(events.map((e) => e.subject)).toEqual([
      'evt.listing.property.adminUnlisted',
      'evt.listing.adminAction.recorded',
      'evt.listing.property.withdrawn',
      'evt.listing.property.adminRelisted',
      'evt.listing.adminAction.recorded',
    ]);
    expect(events[0]?.data).toMatchObject({
      propertyId: id,
      hostId: host.userId,
      title: COMPLETE_HOME.title,
      reason: REASON,
    });
    expect(events[1]?.data).toMatchObject({
      actorId: someone.userId,
      action: 'listing.property.unlist',
      target: { type: 'property', id },
      reason: REASON,
    });
    expect(events[4]?.data).toMatchObject({ action: 'listing.property.relist' });
  });

  it('writes nothing on a replay: a second unlist or relist changes nothing and audits nothing', async () => {
    const { id } = await publishedListing(listing, hostActor());
    const someone = admin();
    await client().call(ListingRpc.adminUnlist, { id, reason: REASON }, { actor: someone });
    const again = await client().call(
      ListingRpc.adminUnlist,
      { id, reason: 'Another reason' },
      { actor: admin() },
    );
    expect(again.changed).toBe(false);
    expect(again.listing.adminUnlist?.reason).toBe(REASON);
    expect((await eventsOf(id)).map((e) => e.subject)).toEqual([
      'evt.listing.property.adminUnlisted',
      'evt.listing.adminAction.recorded',
    ]);

    await client().call(ListingRpc.adminRelist, { id }, { actor: someone });
    const relistAgain = await client().call(ListingRpc.adminRelist, { id }, { actor: someone });
    expect(relistAgain.changed).toBe(false);
    expect(
      (await eventsOf(id)).filter((e) => e.subject.endsWith('adminAction.recorded')),
    ).toHaveLength(2);
  });

  it('refuses non-admins and the system, and answers NOT_FOUND for unknown and deleted listings', async () => {
    const host = hostActor();
    const { id } = await publishedListing(listing, host);
    for (const actor of [ANONYMOUS, host, guest(), SYSTEM_ACTOR]) {
      const attempts = [
        () => client().call(ListingRpc.adminUnlist, { id, reason: REASON }, { actor }),
        () => client().call(ListingRpc.adminRelist, { id }, { actor }),
        () => client().call(ListingRpc.adminGet, { id }, { actor }),
        () => client().call(ListingRpc.adminSearch, {}, { actor }),
      ];
      for (const attempt of attempts) {
        expect(await errorOf(attempt())).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect(await eventsOf(id)).toEqual([]);

    const missing = await errorOf(
      client().call(
        ListingRpc.adminUnlist,
        { id: randomUUID(), reason: REASON },
        { actor: admin() },
      ),
    );
    expect(missing).toMatchObject({ code: 'NOT_FOUND' });
    const empty = await errorOf(
      client().call(ListingRpc.adminUnlist, { id, reason: '   ' }, { actor: admin() }),
    );
    expect(empty).toMatchObject({ code: 'VALIDATION' });
    const nul = await errorOf(
      client().call(ListingRpc.adminUnlist, { id, reason: 'bad\u0000reason' }, { actor: admin() }),
    );
    expect(nul).toMatchObject({ code: 'VALIDATION' });
  });

  it('searches by text, state, type and host, newest first, in keyset pages', async () => {
    const host = hostActor();
    const first = await publishedListing(listing, host);
    const second = await completeDraft(listing, host);
    const someone = admin();
    await client().call(
      ListingRpc.adminUnlist,
      { id: first.id, reason: REASON },
      { actor: someone },
    );

    const byHost = await client().call(
      ListingRpc.adminSearch,
      { hostId: host.userId ?? '' },
      { actor: someone },
    );
    expect(byHost.items.map((i) => i.id)).toEqual([second.id, first.id]);

    const unlisted = await client().call(
      ListingRpc.adminSearch,
      { hostId: host.userId ?? '', state: 'unlisted_by_admin' },
      { actor: someone },
    );
    expect(unlisted.items.map((i) => i.id)).toEqual([first.id]);
    const published = await client().call(
      ListingRpc.adminSearch,
      { hostId: host.userId ?? '', state: 'published' },
      { actor: someone },
    );
    expect(published.items).toEqual([]);
    const drafts = await client().call(
      ListingRpc.adminSearch,
      { hostId: host.userId ?? '', state: 'draft', listingType: 'home' },
      { actor: someone },
    );
    expect(drafts.items.map((i) => i.id)).toEqual([second.id]);

    const byId = await client().call(ListingRpc.adminSearch, { q: first.id }, { actor: someone });
    expect(byId.items.map((i) => i.id)).toEqual([first.id]);
    const byText = await client().call(
      ListingRpc.adminSearch,
      { q: 'LUMINOSO en provid', hostId: host.userId ?? '' },
      { actor: someone },
    );
    expect(byText.items).toHaveLength(2);
    // `%` is a character, not a wildcard.
    const literal = await client().call(
      ListingRpc.adminSearch,
      { q: '%', hostId: host.userId ?? '' },
      { actor: someone },
    );
    expect(literal.items).toEqual([]);

    const page1 = await client().call(
      ListingRpc.adminSearch,
      { hostId: host.userId ?? '', limit: 1 },
      { actor: someone },
    );
    expect(page1.items.map((i) => i.id)).toEqual([second.id]);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await client().call(
      ListingRpc.adminSearch,
      { hostId: host.userId ?? '', limit: 1, cursor: page1.nextCursor ?? undefined },
      { actor: someone },
    );
    expect(page2.items.map((i) => i.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();

    const detail = await client().call(ListingRpc.adminGet, { id: first.id }, { actor: someone });
    expect(detail).toMatchObject({
      id: first.id,
      hostId: host.userId,
      title: COMPLETE_HOME.title,
      city: COMPLETE_HOME.city,
      price: { amount: COMPLETE_HOME.price, currency: 'CLP' },
      photoCount: 5,
      hostSuspended: false,
      visible: false,
      adminUnlist: { reason: REASON },
    });
  });
});
