import { randomUUID } from 'node:crypto';
import { addDays, BookingEvents, DEFAULT_TIME_ZONE, localNow } from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchRepository } from '../src/repositories/search.repository.js';
import { makeProperty } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

const today = localNow(DEFAULT_TIME_ZONE, new Date()).date;
const day = (n: number) => addDays(today, n);
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('search projection of a paid request waiting for its host', () => {
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

  async function expiry(bookingId: string) {
    const row = await harness.db
      .selectFrom('search_bookings')
      .select(['state', 'expires_at'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    return row && { state: row.state, expiresAt: row.expires_at?.toISOString() ?? null };
  }

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_requested');
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  it('keeps the slot taken past the checkout hold until the request lapses, in any order', async () => {
    const p = makeProperty();
    await harness.import([p]);
    const guestId = randomUUID();
    const hostId = p.hostId;

    // In order: held for 15 minutes, then requested for 24 hours.
    const inOrder = randomUUID();
    const slot = { bookingId: inOrder, propertyId: p.id, ...(await night(4)) };
    const requestedUntil = inMinutes(24 * 60);
    const held = await harness.publish(BookingEvents.HELD, {
      ...slot,
      guestId,
      expiresAt: inMinutes(15),
    });
    const requested = await harness.publish(BookingEvents.REQUESTED, {
      ...slot,
      guestId,
      hostId,
      expiresAt: requestedUntil,
    });
    await harness.processed([held, requested]);
    expect(await expiry(inOrder)).toEqual({ state: 'held', expiresAt: requestedUntil });

    // Out of order: the request's later expiry wins over the hold's that arrives after it.
    const outOfOrder = randomUUID();
    const slot2 = { bookingId: outOfOrder, propertyId: p.id, ...(await night(8)) };
    const later = inMinutes(24 * 60);
    const r = await harness.publish(BookingEvents.REQUESTED, {
      ...slot2,
      guestId,
      hostId,
      expiresAt: later,
    });
    await harness.processed([r]);
    const h = await harness.publish(BookingEvents.HELD, {
      ...slot2,
      guestId,
      expiresAt: inMinutes(-1),
    });
    await harness.processed([h]);
    expect(await expiry(outOfOrder)).toEqual({ state: 'held', expiresAt: later });

    // The lapsed-holds refresh leaves a live request taken.
    await new SearchRepository(harness.db).refreshLapsedHolds();
    expect(await freeOn(p.id, 4)).toBe(false);
    expect(await freeOn(p.id, 8)).toBe(false);
    expect(await freeOn(p.id, 12)).toBe(true);

    // Declined: released, free again.
    const c = await harness.publish(BookingEvents.CANCELLED, {
      ...slot,
      by: 'host',
      reason: 'host_declined',
      guestId,
      hostId,
      refund: { amount: 1000, currency: 'CLP' },
    });
    await harness.processed([c]);
    expect((await expiry(inOrder))?.state).toBe('released');
    expect(await freeOn(p.id, 4)).toBe(true);
  });
});
