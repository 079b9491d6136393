import { randomUUID } from 'node:crypto';
import {
  addDays,
  BookingEvents,
  DEFAULT_TIME_ZONE,
  ListingRpc,
  localNow,
} from '@arrendo/contracts';
import { connectNats, createLogger } from '@arrendo/kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchRepository } from '../src/repositories/search.repository.js';
import { completeDraft, hostActor } from './drafts.js';
import { makeProperty } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

const today = localNow(DEFAULT_TIME_ZONE, new Date()).date;
const day = (n: number) => addDays(today, n);
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('search projection of the booking events, and documents kept true', () => {
  let harness: SearchHarness;

  /** Is the home free for the night `day(n)` according to search? */
  async function freeOn(id: string, n: number): Promise<boolean> {
    const reply = await harness.page(
      {
        listingType: 'home',
        when: { kind: 'stay', checkIn: day(n), checkOut: day(n + 1) },
        limit: 60,
      },
      'walk',
    );
    return reply.items.some((h) => h.id === id);
  }

  async function night(n: number) {
    const { rows } = await sql<{ s: Date; e: Date }>`
      select (${day(n)}::date)::timestamp at time zone ${DEFAULT_TIME_ZONE} as s,
        (${day(n + 1)}::date)::timestamp at time zone ${DEFAULT_TIME_ZONE} as e`.execute(
      harness.db,
    );
    return { startsAt: rows[0]!.s.toISOString(), endsAt: rows[0]!.e.toISOString() };
  }

  async function state(bookingId: string) {
    return harness.db
      .selectFrom('search_bookings')
      .select(['state', 'expires_at'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
  }

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_projection', { booking: true });
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  it('keeps released terminal (EXPIRED before HELD) and confirmed over held', async () => {
    const p = makeProperty();
    await harness.import([p]);
    const slot = { propertyId: p.id, ...(await night(5)) };
    const expired = randomUUID();
    const a = await harness.publish(BookingEvents.EXPIRED, { bookingId: expired, ...slot });
    await harness.processed([a]);
    const b = await harness.publish(BookingEvents.HELD, {
      bookingId: expired,
      ...slot,
      guestId: randomUUID(),
      expiresAt: inMinutes(15),
    });
    await harness.processed([b]);
    expect((await state(expired))?.state).toBe('released');
    expect(await freeOn(p.id, 5)).toBe(true);

    const confirmed = randomUUID();
    const slot2 = { propertyId: p.id, ...(await night(7)) };
    const c = await harness.publish(BookingEvents.CONFIRMED, {
      bookingId: confirmed,
      ...slot2,
      guestId: randomUUID(),
    });
    await harness.processed([c]);
    const d = await harness.publish(BookingEvents.HELD, {
      bookingId: confirmed,
      ...slot2,
      guestId: randomUUID(),
      expiresAt: inMinutes(-5),
    });
    await harness.processed([d]);
    expect((await state(confirmed))?.state).toBe('confirmed');
    // Confirmed: taken, even though the hold it came from has lapsed.
    expect(await freeOn(p.id, 7)).toBe(false);
    const e = await harness.publish(BookingEvents.CANCELLED, {
      bookingId: confirmed,
      ...slot2,
      by: 'guest',
    });
    await harness.processed([e]);
    expect(await freeOn(p.id, 7)).toBe(true);
  });

  it('changes nothing on a duplicate, and ignores an older calendar', async () => {
    const p = makeProperty();
    await harness.import([p]);
    const bookingId = randomUUID();
    const held = {
      bookingId,
      propertyId: p.id,
      ...(await night(3)),
      guestId: randomUUID(),
      expiresAt: inMinutes(15),
    };
    const ids = [
      await harness.publish(BookingEvents.HELD, held),
      await harness.publish(BookingEvents.HELD, held),
    ];
    await harness.processed(ids);
    const rows = await harness.db
      .selectFrom('search_bookings')
      .selectAll()
      .where('property_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await freeOn(p.id, 3)).toBe(false);

    const calendar = (version: number, start: number) => ({
      propertyId: p.id,
      hostId: p.hostId,
      version,
      timeZone: DEFAULT_TIME_ZONE,
      rules: { blockedWeekdays: [], openingHours: [] },
      blocks: [{ start: day(start), end: day(start + 1) }],
      changedAt: new Date().toISOString(),
    });
    const v3 = await harness.publish(BookingEvents.CALENDAR_CHANGED, calendar(3, 20));
    await harness.processed([v3]);
    const v2 = await harness.publish(BookingEvents.CALENDAR_CHANGED, calendar(2, 30));
    await harness.processed([v2]);
    expect(await freeOn(p.id, 20)).toBe(false);
    expect(await freeOn(p.id, 30)).toBe(true);
    const stored = await harness.db
      .selectFrom('search_calendars')
      .select('version')
      .where('property_id', '=', p.id)
      .executeTakeFirst();
    expect(stored?.version).toBe(3);
  });

  it('frees a lapsed hold whose EXPIRED never came, on the sweep', async () => {
    const p = makeProperty();
    await harness.import([p]);
    const id = await harness.publish(BookingEvents.HELD, {
      bookingId: randomUUID(),
      propertyId: p.id,
      ...(await night(4)),
      guestId: randomUUID(),
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    await harness.processed([id]);
    expect(await freeOn(p.id, 4)).toBe(false);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await new SearchRepository(harness.db).refreshLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect(await freeOn(p.id, 4)).toBe(true);
    const doc = await harness.db
      .selectFrom('search_documents')
      .select('stale_at')
      .where('id', '=', p.id)
      .executeTakeFirst();
    expect(doc?.stale_at).toBeNull();
  });

  it('applies events of a listing it does not know yet once the listing appears', async () => {
    const p = makeProperty();
    const id = await harness.publish(BookingEvents.CONFIRMED, {
      bookingId: randomUUID(),
      propertyId: p.id,
      ...(await night(6)),
      guestId: randomUUID(),
    });
    await harness.processed([id]);
    await harness.import([p]);
    expect(await freeOn(p.id, 6)).toBe(false);
    expect(await freeOn(p.id, 8)).toBe(true);
  });

  it('catches up after downtime: events published while the service was down apply', async () => {
    const p = makeProperty();
    await harness.import([p]);
    await harness.stop();
    const nc = await connectNats({
      url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      name: 'search-test-booking',
      logger: createLogger({ name: 'search-test', level: 'warn' }),
    });
    let id: string;
    try {
      id = await harness.publish(
        BookingEvents.CONFIRMED,
        {
          bookingId: randomUUID(),
          propertyId: p.id,
          ...(await nightWithoutService(9)),
          guestId: randomUUID(),
        },
        { nc },
      );
    } finally {
      await nc.drain();
    }
    await harness.start();
    await harness.processed([id]);
    expect(await freeOn(p.id, 9)).toBe(false);
  });

  it('follows every write of the listing: publish, update, unpublish, delete', async () => {
    const host = hostActor();
    const client = harness.client;
    const { id } = await completeDraft(harness, host);
    const doc = () =>
      harness.db
        .selectFrom('search_documents')
        .select(['price_amount'])
        .where('id', '=', id)
        .executeTakeFirst();
    expect(await doc()).toBeUndefined();
    await client.call(ListingRpc.publishListing, { id }, { actor: host });
    expect(Number((await doc())?.price_amount)).toBe(45_000);
    await client.call(ListingRpc.updateListing, { id, patch: { price: 50_000 } }, { actor: host });
    expect(Number((await doc())?.price_amount)).toBe(50_000);
    await client.call(ListingRpc.unpublishListing, { id }, { actor: host });
    expect(await doc()).toBeUndefined();
    await client.call(ListingRpc.publishListing, { id }, { actor: host });
    expect(await doc()).toBeDefined();
    await client.call(ListingRpc.deleteListing, { id }, { actor: host });
    expect(await doc()).toBeUndefined();
  });

  /** The night's instants computed without the service's pool (it is stopped). */
  async function nightWithoutService(n: number) {
    const midnight = (date: string) => {
      // Chile's offset at that date, from Intl (−03:00 or −04:00).
      const guess = new Date(`${date}T12:00:00Z`);
      const name = new Intl.DateTimeFormat('en-US', {
        timeZone: DEFAULT_TIME_ZONE,
        timeZoneName: 'longOffset',
      })
        .formatToParts(guess)
        .find((x) => x.type === 'timeZoneName')?.value;
      const offset = name?.replace('GMT', '') || '+00:00';
      return new Date(`${date}T00:00:00${offset}`).toISOString();
    };
    return { startsAt: midnight(day(n)), endsAt: midnight(day(n + 1)) };
  }
});
