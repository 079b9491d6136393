import { randomUUID } from 'node:crypto';
import {
  BookingEvents,
  BookingRpc,
  type Actor,
  type Booking,
  type HoldRequest,
} from '@arrendo/contracts';
import { waitFor, errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpireHold } from '../src/jobs/expire-hold.js';
import { sweepHoldsTask } from '../src/jobs/sweep-holds.js';
import { BookingUnderTest, guest, listing } from './support.js';
import { santiagoDate } from '../src/testing/dates.js';

const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };

describe('booking service: holds on one calendar per listing', () => {
  let booking: BookingUnderTest;
  const home = listing({ maxGuests: 4 });
  const studio = listing({
    listingType: 'experience',
    category: 'productions',
    subcategory: 'studio',
    maxGuests: 10,
  });

  const hold = (request: HoldRequest, actor: Actor, key = randomUUID()) =>
    booking.client.call(BookingRpc.hold, request, { actor, idempotencyKey: key });
  const stay = (checkIn: number, checkOut: number, guests = 2): HoldRequest => ({
    propertyId: home.id,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkOut),
    guests,
  });
  const hours = (days: number, startTime: string, length: number): HoldRequest => ({
    propertyId: studio.id,
    date: santiagoDate(days),
    startTime,
    hours: length,
    guests: 3,
  });
  const count = async (where = sql`true`) =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE ${where}`.execute(
        booking.db,
      )
    ).rows[0]?.n ?? -1;
  const outboxFor = async (subject: string, bookingId: string) =>
    (
      await sql<{ data: Record<string, string> }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = ${subject} AND envelope->'data'->>'bookingId' = ${bookingId}`.execute(
        booking.db,
      )
    ).rows.map((r) => r.data);
  /** Moves a hold's expiry into the past, as if its 15 minutes had gone by. */
  const lapse = (id: string) =>
    sql`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = ${id}`.execute(
      booking.db,
    );

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking');
    await booking.publish(home, studio);
  });

  afterAll(async () => {
    await booking?.stop();
  });

  it('holds a stay for 15 minutes over whole local days, and announces it', async () => {
    const someone = guest();
    const held = await hold(stay(10, 13), someone);
    expect(held).toMatchObject({
      status: 'pending',
      kind: 'stay',
      guestId: someone.userId,
      hostId: home.hostId,
      checkIn: santiagoDate(10),
      checkOut: santiagoDate(13),
      date: null,
      timeZone: 'America/Santiago',
    });
    const holdMs = Date.parse(held.expiresAt!) - Date.parse(held.createdAt);
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000);
    // Local midnight in Santiago (UTC-3 or UTC-4), not UTC midnight.
    expect(held.startsAt).toMatch(/T0[34]:00:00\.000Z$/);
    expect(await outboxFor(BookingEvents.HELD.subject, held.id)).toEqual([
      {
        bookingId: held.id,
        propertyId: home.id,
        guestId: someone.userId,
        startsAt: held.startsAt,
        endsAt: held.endsAt,
        expiresAt: held.expiresAt,
      },
    ]);
  });

  it('refuses an overlapping stay, and lets the next guest check in on check-out day', async () => {
    await hold(stay(20, 23), guest());
    const clash = await errorOf(hold(stay(22, 24), guest()));
    expect(clash.code).toBe('CONFLICT');
    expect(clash.message).toBe('These dates were just booked.');
    const next = await hold(stay(23, 25), guest());
    expect(next.status).toBe('pending');
  });

  it('gives a contested slot to exactly one of many guests holding at once', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => hold(stay(30, 32), guest())),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a) => a.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const l of lost) {
      expect((l as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    }
  });

  it('answers a retried hold (same key) with the same booking, never a second one', async () => {
    const someone = guest();
    const key = randomUUID();
    const first = await hold(stay(40, 41), someone, key);
    const again = await hold(stay(40, 41), someone, key);
    expect(again.id).toBe(first.id);
    expect(await count(sql`check_in = ${santiagoDate(40)}::date`)).toBe(1);
    // The same key for another slot is a client bug, not a new hold.
    expect((await errorOf(hold(stay(42, 43), someone, key))).code).toBe('CONFLICT');
  });

  it('books hourly spaces by the hour on the same calendar rules', async () => {
    const morning = await hold(hours(5, '10:00', 3), guest());
    expect(morning).toMatchObject({ kind: 'hourly', date: santiagoDate(5), startTime: '10:00' });
    expect(Date.parse(morning.endsAt) - Date.parse(morning.startsAt)).toBe(3 * 3_600_000);
    const overlap = await errorOf(hold(hours(5, '12:30', 2), guest()));
    expect(overlap).toMatchObject({ code: 'CONFLICT', message: 'This time was just booked.' });
    const after = await hold(hours(5, '13:00', 1), guest());
    expect(after.startsAt).toBe(morning.endsAt);
  });

  it('refuses what the listing does not allow, naming the field', async () => {
    const cases: [HoldRequest, string][] = [
      [{ ...stay(50, 51), propertyId: studio.id }, 'date'],
      [{ ...hours(50, '10:00', 1), propertyId: home.id }, 'checkIn'],
      [stay(50, 51, 5), 'guests'],
      [stay(-1, 1), 'checkIn'],
      [stay(200, 202), 'checkOut'],
      [hours(-1, '10:00', 1), 'startTime'],
    ];
    for (const [request, field] of cases) {
      const error = await errorOf(hold(request, guest()));
      expect(error.code, field).toBe('VALIDATION');
      expect(error.details?.fields?.[0]?.path, JSON.stringify(request)).toBe(field);
    }
    const backwards = await errorOf(hold({ ...stay(51, 50) }, guest()));
    expect(backwards.details?.fields?.[0]?.path).toBe('checkOut');
  });

  it('keeps hosts off their own listings, strangers out, and unknown listings unknown', async () => {
    const host: Actor = { userId: home.hostId, roles: [] };
    expect((await errorOf(hold(stay(60, 61), host))).code).toBe('FORBIDDEN');
    expect((await errorOf(hold({ ...stay(60, 61), propertyId: randomUUID() }, guest()))).code).toBe(
      'NOT_FOUND',
    );
    const anonymous = await errorOf(
      booking.client.call(BookingRpc.hold, stay(60, 61), {
        actor: { userId: null, roles: [] },
        idempotencyKey: randomUUID(),
      }),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('shows a booking to its guest, its host and admins; to anyone else it does not exist', async () => {
    const someone = guest();
    const held = await hold(stay(70, 71), someone);
    const get = (actor: Actor) => booking.client.call(BookingRpc.get, { id: held.id }, { actor });
    for (const actor of [someone, { userId: home.hostId, roles: [] }, ADMIN] as Actor[]) {
      expect((await get(actor)).id).toBe(held.id);
    }
    expect((await errorOf(get(guest()))).code).toBe('NOT_FOUND');
    expect((await errorOf(get({ userId: null, roles: [] }))).code).toBe('UNAUTHENTICATED');
  });

  describe('expiry', () => {
    it('frees a lapsed hold for the next guest at once, announcing the expiry', async () => {
      const first = await hold(stay(80, 82), guest());
      await lapse(first.id);
      const second = await hold(stay(80, 82), guest());
      expect(second.id).not.toBe(first.id);
      expect(await count(sql`id = ${first.id} AND status = 'expired'`)).toBe(1);
      expect(await outboxFor(BookingEvents.EXPIRED.subject, first.id)).toEqual([
        {
          bookingId: first.id,
          propertyId: home.id,
          startsAt: first.startsAt,
          endsAt: first.endsAt,
        },
      ]);
    });

    it('expires a hold through its delayed job once it lapses', async () => {
      const held = await hold(stay(90, 91), guest());
      await lapse(held.id);
      // The hold's own job is delayed 15 minutes; a second one for the same work runs now.
      await booking.service.ctx.jobs.enqueue(
        ExpireHold,
        { bookingId: held.id },
        { id: `test-expire-${held.id}` },
      );
      await waitFor(async () => (await count(sql`id = ${held.id} AND status = 'expired'`)) === 1);
    });

    it('sweeps every lapsed hold, and leaves live ones alone', async () => {
      const lapsed: Booking[] = [];
      for (const day of [100, 102, 104]) lapsed.push(await hold(stay(day, day + 1), guest()));
      const live = await hold(stay(110, 111), guest());
      for (const b of lapsed) await lapse(b.id);
      const task = sweepHoldsTask(booking.db, 60);
      await task.handler({ scheduledAt: new Date(), logger: booking.service.ctx.logger });
      const ids = lapsed.map((b) => b.id);
      expect(await count(sql`id = ANY(${ids}::uuid[]) AND status = 'expired'`)).toBe(3);
      expect(await count(sql`id = ${live.id} AND status = 'pending'`)).toBe(1);
    });
  });
});
