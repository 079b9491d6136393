import { randomUUID } from 'node:crypto';
import { BookingRpc, type Actor, type HoldRequest } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSlot } from '../src/domain/slot.js';
import { BookingRepository } from '../src/repositories/booking.repository.js';
import { santiagoDate } from '../src/testing/dates.js';
import { BookingUnderTest, guest, listing } from './support.js';

describe('booking service: one slot, many guests', () => {
  let booking: BookingUnderTest;
  const home = listing({ instantBook: true });
  const studio = listing({
    listingType: 'experience',
    category: 'productions',
    subcategory: 'studio',
    maxGuests: 10,
    instantBook: true,
  });

  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, {
      actor,
      idempotencyKey: randomUUID(),
      timeoutMs: 60_000,
    });
  const stay = (checkIn: number, checkOut: number): HoldRequest => ({
    propertyId: home.id,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkOut),
    guests: 2,
  });
  const hourly = (days: number, startTime: string, hours: number): HoldRequest => ({
    propertyId: studio.id,
    date: santiagoDate(days),
    startTime,
    hours,
    guests: 3,
  });

  let quoteDay = 160;

  /**
   * A confirmed booking of the other kind on a listing's calendar (no guest can make one through
   * the RPC, which refuses the wrong shape): the exclusion constraint must hold across kinds.
   */
  async function confirmedRow(propertyId: string, hostId: string, slot: LocalSlot) {
    const row = await new BookingRepository(booking.db).insertHold({
      id: randomUUID(),
      propertyId,
      hostId,
      guestId: randomUUID(),
      guests: 1,
      slot,
      timeZone: 'America/Santiago',
      holdMinutes: 15,
      listing: {
        title: 'x',
        location: 'y',
        listingType: 'home',
        coverUrl: null,
        refundPolicy: 'moderate',
        instantBook: true,
        checkInTime: null,
        checkOutTime: null,
      },
      // Any real quote will do: this row is only in the way.
      quote: (await hold(stay(quoteDay, ++quoteDay), guest())).quote,
    });
    if (!row) throw new Error('the other kind of booking did not fit');
    await sql`UPDATE bookings SET status = 'confirmed', expires_at = NULL, confirmed_at = now()
      WHERE id = ${row.id}`.execute(booking.db);
    return row;
  }

  beforeAll(async () => {
    // 200 holds at once wait in the service's queue instead of being shed as busy.
    booking = await BookingUnderTest.start('booking_concurrency', { RPC_MAX_QUEUED: '400' });
    await booking.publish(home, studio);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('gives a slot held by 200 guests at once to exactly one of them', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        hold(stay(20, 23), guest()).then(
          (b) => ({ ok: true as const, id: b.id }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.ok);
    const lost = attempts.filter((a) => !a.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(199);
    for (const l of lost) {
      expect(l.error).toMatchObject({ code: 'CONFLICT', message: 'These dates were just booked.' });
    }
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM bookings
      WHERE property_id = ${home.id} AND status = 'pending'
        AND period && tstzrange(${santiagoDate(20)}::date::timestamp AT TIME ZONE 'America/Santiago',
          ${santiagoDate(23)}::date::timestamp AT TIME ZONE 'America/Santiago', '[)')`.execute(
      booking.db,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('lets adjacent periods both be booked', async () => {
    expect((await hold(stay(30, 32), guest())).status).toBe('pending');
    expect((await hold(stay(32, 34), guest())).status).toBe('pending');
    expect((await hold(hourly(30, '10:00', 2), guest())).status).toBe('pending');
    expect((await hold(hourly(30, '12:00', 3), guest())).status).toBe('pending');
    expect((await errorOf(hold(hourly(30, '14:00', 2), guest()))).code).toBe('CONFLICT');
  });

  it('refuses a stay over a confirmed hourly booking, and hours over a confirmed stay', async () => {
    await confirmedRow(home.id, home.hostId, {
      kind: 'hourly',
      date: santiagoDate(40),
      startTime: '15:00',
      hours: 2,
    });
    const stayClash = await errorOf(hold(stay(39, 41), guest()));
    expect(stayClash).toMatchObject({ code: 'CONFLICT', message: 'These dates were just booked.' });
    expect((await hold(stay(41, 42), guest())).status).toBe('pending');

    await confirmedRow(studio.id, studio.hostId, {
      kind: 'stay',
      checkIn: santiagoDate(50),
      checkOut: santiagoDate(51),
    });
    const hourClash = await errorOf(hold(hourly(50, '10:00', 2), guest()));
    expect(hourClash).toMatchObject({ code: 'CONFLICT', message: 'This time was just booked.' });
    expect((await hold(hourly(51, '10:00', 2), guest())).status).toBe('pending');
  });
});
