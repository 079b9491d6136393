import { randomUUID } from 'node:crypto';
import { addDays, BookingEvents, DEFAULT_TIME_ZONE, localNow } from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProperty } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

const today = localNow(DEFAULT_TIME_ZONE, new Date()).date;
const day = (n: number) => addDays(today, n);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('search projection of a lapsed hold paid after its expiry (the slot is taken back)', () => {
  let harness: SearchHarness;

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

  const state = async (bookingId: string) =>
    (
      await harness.db
        .selectFrom('search_bookings')
        .select('state')
        .where('booking_id', '=', bookingId)
        .executeTakeFirst()
    )?.state;

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_retake');
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  /** Publishes `events` in this order, each with its own occurredAt, and waits for all. */
  async function deliver(
    events: [(typeof BookingEvents)[keyof typeof BookingEvents], Record<string, unknown>, string][],
  ) {
    const ids: string[] = [];
    for (const [definition, data, occurredAt] of events) {
      ids.push(await harness.publish(definition, data, { occurredAt }));
    }
    await harness.processed(ids);
  }

  it('a CONFIRMED newer than the expiry takes the slot back, in either order', async () => {
    const p = makeProperty();
    await harness.import([p]);
    const guestId = randomUUID();
    const hostId = p.hostId;

    const inOrder = { bookingId: randomUUID(), propertyId: p.id, ...(await night(5)) };
    const held = [
      BookingEvents.HELD,
      { ...inOrder, guestId, expiresAt: minutesAgo(5) },
      minutesAgo(20),
    ] as const;
    const expired = [BookingEvents.EXPIRED, { ...inOrder, guestId }, minutesAgo(5)] as const;
    const retaken = [
      BookingEvents.CONFIRMED,
      { ...inOrder, guestId, hostId },
      minutesAgo(1),
    ] as const;
    await deliver([[...held], [...expired]]);
    expect(await state(inOrder.bookingId)).toBe('released');
    expect(await freeOn(p.id, 5)).toBe(true);
    await deliver([[...retaken]]);
    expect(await state(inOrder.bookingId)).toBe('confirmed');
    expect(await freeOn(p.id, 5)).toBe(false);

    // Out of order: the re-take first, then the older expiry and hold: still confirmed.
    const reversed = { bookingId: randomUUID(), propertyId: p.id, ...(await night(9)) };
    await deliver([
      [BookingEvents.CONFIRMED, { ...reversed, guestId, hostId }, minutesAgo(1)],
      [BookingEvents.EXPIRED, { ...reversed, guestId }, minutesAgo(5)],
      [BookingEvents.HELD, { ...reversed, guestId, expiresAt: minutesAgo(5) }, minutesAgo(20)],
    ]);
    expect(await state(reversed.bookingId)).toBe('confirmed');
    expect(await freeOn(p.id, 9)).toBe(false);
  });

  it('a re-taken request holds the slot; a release newer than everything stays final', async () => {
    const p = makeProperty({ instantBook: false });
    await harness.import([p]);
    const guestId = randomUUID();
    const hostId = p.hostId;
    const slot = { bookingId: randomUUID(), propertyId: p.id, ...(await night(6)) };
    const until = new Date(Date.now() + 24 * 3600_000).toISOString();
    await deliver([
      [BookingEvents.HELD, { ...slot, guestId, expiresAt: minutesAgo(5) }, minutesAgo(20)],
      [BookingEvents.EXPIRED, { ...slot, guestId }, minutesAgo(5)],
      [BookingEvents.REQUESTED, { ...slot, guestId, hostId, expiresAt: until }, minutesAgo(2)],
    ]);
    expect(await state(slot.bookingId)).toBe('held');
    expect(await freeOn(p.id, 6)).toBe(false);

    // Declined later: released; the older request and a replayed confirmation change nothing.
    await deliver([
      [
        BookingEvents.CANCELLED,
        {
          ...slot,
          guestId,
          hostId,
          by: 'host',
          reason: 'host_declined',
          refund: { amount: 1000, currency: 'CLP' },
        },
        minutesAgo(1),
      ],
      [BookingEvents.REQUESTED, { ...slot, guestId, hostId, expiresAt: until }, minutesAgo(2)],
      // Older than the release: written as minutesAgo(1) too, it was read a moment after the
      // release's and so newer by a millisecond or more on a slow machine (flaky in CI).
      [BookingEvents.CONFIRMED, { ...slot, guestId, hostId }, minutesAgo(1.5)],
    ]);
    expect(await state(slot.bookingId)).toBe('released');
    expect(await freeOn(p.id, 6)).toBe(true);
  });
});
