import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS,
  ListingRpc,
  SYSTEM_ACTOR,
  todayIn,
  addDays,
  type Actor,
  type ListingActivity,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneVisitorSaltsTask } from '../src/app/activity.js';
import { makeProperty } from '../src/testing/fixtures.js';
import { ListingUnderTest } from './support.js';

// Views and saves of listings, as the host's performance page reads them: once per visitor,
// listing and local day, never the host's own, only the caller's listings.

describe('listing activity: views and saves for the host', () => {
  let listing: ListingUnderTest;
  const hostId = randomUUID();
  const host: Actor = { userId: hostId, roles: [] };
  const otherHost: Actor = { userId: randomUUID(), roles: [] };
  const guest = (): Actor => ({ userId: randomUUID(), roles: [] });
  const loft = makeProperty({ hostId, title: 'Loft', createdAt: '2026-11-01T12:00:00.000Z' });
  // Fourteen hours ahead of UTC: its date is usually not Santiago's, whose date it counts by.
  const island = makeProperty({
    hostId,
    title: 'Isla',
    timeZone: 'Pacific/Kiritimati',
    createdAt: '2026-11-02T12:00:00.000Z',
  });
  const theirs = makeProperty({ hostId: otherHost.userId ?? '', title: 'Ajeno' });
  let draftId: string;

  const client = () => listing.client;
  const view = (propertyId: string, actor: Actor, visitorKey?: string) =>
    client().call(
      ListingRpc.recordView,
      { propertyId, ...(visitorKey ? { visitorKey } : {}) },
      { actor },
    );
  const key = () => randomUUID().replaceAll('-', '');
  const activity = (actor: Actor, from: string, to: string, propertyId?: string) =>
    client().call(
      ListingRpc.hostActivity,
      { from, to, ...(propertyId ? { propertyId } : {}) },
      { actor },
    );
  const santiago = () => todayIn('America/Santiago', new Date());
  const totalsOf = (answer: ListingActivity, id: string) =>
    answer.listings.find((l) => l.id === id);

  beforeAll(async () => {
    listing = await ListingUnderTest.start('listing_activity');
    await client().call(
      ListingRpc.importProperties,
      { properties: [loft, island, theirs] },
      { actor: SYSTEM_ACTOR },
    );
    draftId = randomUUID();
    await client().call(
      ListingRpc.createListing,
      { id: draftId, listingType: 'home' },
      { actor: host },
    );
  });

  afterAll(async () => {
    await listing?.stop();
  });

  it('counts a view once per visitor and day: a cookie, an account, never the host', async () => {
    const cookie = key();
    expect(await view(loft.id, ANONYMOUS, cookie)).toEqual({ counted: true });
    // A refresh, a retry, a replay: nothing more.
    expect(await view(loft.id, ANONYMOUS, cookie)).toEqual({ counted: false });
    expect(await view(loft.id, ANONYMOUS, key())).toEqual({ counted: true });
    // A signed-in guest is one visitor on every device (whatever cookie each carries).
    const ana = guest();
    expect(await view(loft.id, ana, key())).toEqual({ counted: true });
    expect(await view(loft.id, ana, key())).toEqual({ counted: false });
    expect(await view(loft.id, ana)).toEqual({ counted: false });
    // The host looking at their own listing, signed in.
    expect(await view(loft.id, host, key())).toEqual({ counted: false });
    // Two concurrent first views by one visitor: one row.
    const racer = key();
    const raced = await Promise.all([1, 2, 3].map(() => view(island.id, ANONYMOUS, racer)));
    expect(raced.filter((r) => r.counted)).toHaveLength(1);

    const today = santiago();
    const answer = await activity(host, addDays(today, -1), addDays(today, 1), loft.id);
    expect(totalsOf(answer, loft.id)).toMatchObject({ views: 3, saves: 0 });
    expect(answer.days).toEqual([{ date: today, views: 3, saves: 0 }]);
  });

  it('refuses what guests cannot see, and an anonymous view without a key', async () => {
    expect((await errorOf(view(draftId, ANONYMOUS, key()))).code).toBe('NOT_FOUND');
    expect((await errorOf(view(randomUUID(), ANONYMOUS, key()))).code).toBe('NOT_FOUND');
    const keyless = await errorOf(view(loft.id, ANONYMOUS));
    expect(keyless.code).toBe('VALIDATION');
    expect(JSON.stringify(keyless.details)).toContain('visitorKey');
  });

  it('keeps no visitor id: a salted hash per listing and day, unlinkable once the salt goes', async () => {
    const ana = guest();
    await view(theirs.id, ana);
    await view(loft.id, ana);
    const { rows } = await sql<{ visitor: string; day: string }>`
      select visitor, to_char(day, 'YYYY-MM-DD') as day from listing_events`.execute(listing.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
      expect(row.visitor).not.toContain(ana.userId?.replaceAll('-', '').slice(0, 12));
    }

    // Salts of dates over everywhere are deleted; today's stays.
    await sql`insert into listing_event_salts (day) values ('2026-01-01')`.execute(listing.db);
    const logger = { info: () => undefined } as unknown as Parameters<
      ReturnType<typeof pruneVisitorSaltsTask>['handler']
    >[0]['logger'];
    await pruneVisitorSaltsTask(listing.db).handler({ scheduledAt: new Date(), logger });
    const { rows: salts } = await sql<{ day: string }>`
      select to_char(day, 'YYYY-MM-DD') as day from listing_event_salts order by day`.execute(
      listing.db,
    );
    expect(salts.map((s) => s.day)).not.toContain('2026-01-01');
    expect(salts.map((s) => s.day)).toContain(santiago());
  });

  it('counts the island’s views on its own date', async () => {
    await view(island.id, ANONYMOUS, key());
    const { rows } = await sql<{ day: string }>`
      select distinct to_char(day, 'YYYY-MM-DD') as day from listing_events
      where property_id = ${island.id}`.execute(listing.db);
    const { rows: now } = await sql<{ day: string }>`
      select to_char((now() at time zone 'Pacific/Kiritimati')::date, 'YYYY-MM-DD') as day`.execute(
      listing.db,
    );
    expect(rows.map((r) => r.day)).toEqual([now[0]?.day]);
  });

  it('records a save with the wishlist item: once per guest, not for another list or the host', async () => {
    const ana = guest();
    const summer = await client().call(
      ListingRpc.createWishlist,
      { name: 'Verano', propertyId: loft.id },
      { actor: ana },
    );
    const winter = await client().call(
      ListingRpc.createWishlist,
      { name: 'Invierno' },
      { actor: ana },
    );
    // Already saved in another list of hers: not a new save.
    await client().call(
      ListingRpc.addToWishlist,
      { id: winter.id, propertyId: loft.id },
      { actor: ana },
    );
    // Removed everywhere and saved again the same day: still one.
    await client().call(ListingRpc.unsave, { propertyId: loft.id }, { actor: ana });
    await client().call(
      ListingRpc.addToWishlist,
      { id: summer.id, propertyId: loft.id },
      { actor: ana },
    );
    // Another guest's save counts; the host saving their own listing does not.
    const luis = guest();
    const luisList = await client().call(
      ListingRpc.createWishlist,
      { name: 'Luis' },
      { actor: luis },
    );
    await client().call(
      ListingRpc.addToWishlist,
      { id: luisList.id, propertyId: loft.id },
      { actor: luis },
    );
    await client().call(
      ListingRpc.createWishlist,
      { name: 'Mine', propertyId: loft.id },
      { actor: host },
    );

    const today = santiago();
    const answer = await activity(host, today, today, loft.id);
    expect(totalsOf(answer, loft.id)?.saves).toBe(2);
    expect(answer.days[0]).toMatchObject({ date: today, saves: 2 });
  });

  it('a save that fails records nothing', async () => {
    const ana = guest();
    const list = await client().call(ListingRpc.createWishlist, { name: 'Nada' }, { actor: ana });
    const refused = await errorOf(
      client().call(ListingRpc.addToWishlist, { id: list.id, propertyId: draftId }, { actor: ana }),
    );
    expect(refused.code).toBe('NOT_FOUND');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from listing_events where property_id = ${draftId}`.execute(
      listing.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers a host about their own listings only, the ones that reached the market', async () => {
    const today = santiago();
    const from = addDays(today, -29);
    const mine = await activity(host, from, addDays(today, 1));
    // Newest first; the draft that never reached the market is not there, nor the other host's.
    expect(mine.listings.map((l) => l.id)).toEqual([island.id, loft.id]);
    expect(mine.listings[0]).toMatchObject({ title: 'Isla', status: 'published', deleted: false });
    const all = mine.days.reduce((s, d) => s + d.views, 0);
    const byListing = mine.listings.reduce((s, l) => s + l.views, 0);
    expect(all).toBe(byListing);
    expect(mine.days.map((d) => d.date)).toEqual([...mine.days.map((d) => d.date)].sort());

    const theirsAnswer = await activity(otherHost, from, today);
    expect(theirsAnswer.listings.map((l) => l.id)).toEqual([theirs.id]);
    expect(totalsOf(theirsAnswer, theirs.id)?.views).toBe(1);

    // Another host's listing, a draft, an unknown id: the same NOT_FOUND.
    for (const id of [theirs.id, draftId, randomUUID()]) {
      expect((await errorOf(activity(host, from, today, id))).code).toBe('NOT_FOUND');
    }
    expect((await errorOf(activity(ANONYMOUS, from, today))).code).toBe('UNAUTHENTICATED');
    // A span the wrong way round, or longer than a year: the field is named.
    const backwards = await errorOf(activity(host, today, from));
    expect(backwards.code).toBe('VALIDATION');
    expect(JSON.stringify(backwards.details)).toContain('to');
    const tooLong = await errorOf(activity(host, addDays(today, -400), today));
    expect(tooLong.code).toBe('VALIDATION');
  });

  it('a span with nothing in it answers the listings with zeros', async () => {
    const answer = await activity(host, '2026-01-01', '2026-01-31');
    expect(answer.days).toEqual([]);
    expect(answer.listings.every((l) => l.views === 0 && l.saves === 0)).toBe(true);
  });
});
