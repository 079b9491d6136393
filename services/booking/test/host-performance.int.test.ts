import { randomUUID } from 'node:crypto';
import {
  addDays,
  BookingRpc,
  todayIn,
  type Actor,
  type Booking,
  type BookingPerformanceCounts,
  type HoldRequest,
  type HostBookingPerformance,
} from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepRequestsTask } from '../src/jobs/sweep-requests.js';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

// The booking side of the host's performance page: requests by the local date they reached the
// host, confirmations, and answers to requests (the response rate), of the caller's listings only.

describe('host performance: requests, confirmations and answers of the caller’s listings', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  const hostId = randomUUID();
  const host: Actor = { userId: hostId, roles: [] };
  const otherHost: Actor = { userId: randomUUID(), roles: [] };
  const instant = listing({ hostId, instantBook: true, title: 'Al tiro' });
  const onRequest = listing({ hostId, instantBook: false, title: 'A pedido' });
  // Fourteen hours ahead of UTC: its requests count on its own date.
  const island = listing({ hostId, instantBook: true, timeZone: 'Pacific/Kiritimati' });
  const elsewhere = listing({ hostId: otherHost.userId ?? '', instantBook: false });
  const ids: Record<string, string> = {};

  const key = () => ({ idempotencyKey: randomUUID() });
  const stay = (propertyId: string, checkIn: number): HoldRequest => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + 2),
    guests: 2,
  });
  const guests = new Map<string, Actor>();
  const hold = async (request: HoldRequest): Promise<Booking> => {
    const someone = guest();
    const held = await booking.client.call(BookingRpc.hold, request, { actor: someone, ...key() });
    guests.set(held.id, someone);
    return held;
  };
  const paid = async (request: HoldRequest): Promise<Booking> => {
    const held = await hold(request);
    await pay.processed(await pay.succeeded(held.id, held.quote.total.amount));
    return held;
  };
  const cancelByGuest = async (id: string) => {
    const actor = guests.get(id) ?? guest();
    const { refund } = await booking.client.call(BookingRpc.cancellationPreview, { id }, { actor });
    await booking.client.call(
      BookingRpc.cancel,
      { id, expectedRefund: refund.amount },
      { actor, ...key() },
    );
  };
  const performance = (actor: Actor, from: string, to: string, propertyId?: string) =>
    booking.client.call(
      BookingRpc.hostPerformance,
      { from, to, ...(propertyId ? { propertyId } : {}) },
      { actor },
    );
  const sum = (rows: readonly BookingPerformanceCounts[]): BookingPerformanceCounts =>
    rows.reduce(
      (s, r) => ({
        requests: s.requests + r.requests,
        confirmed: s.confirmed + r.confirmed,
        responseDue: s.responseDue + r.responseDue,
        answered: s.answered + r.answered,
        answeredInTime: s.answeredInTime + r.answeredInTime,
      }),
      { requests: 0, confirmed: 0, responseDue: 0, answered: 0, answeredInTime: 0 },
    );
  const listingOf = (answer: HostBookingPerformance, propertyId: string) => {
    const { propertyId: _, ...counts } = answer.listings.find(
      (l) => l.propertyId === propertyId,
    ) ?? { propertyId, ...sum([]) };
    return counts;
  };
  const today = () => todayIn('America/Santiago', new Date());

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_host_performance');
    pay = new PaymentFeed(booking);
    await booking.publish(instant, onRequest, island, elsewhere);

    // Instant: confirmed when paid; one cancelled by its guest later; one hold never paid.
    ids.instant = (await paid(stay(instant.id, 10))).id;
    ids.instantCancelled = (await paid(stay(instant.id, 13))).id;
    await cancelByGuest(ids.instantCancelled);
    await hold(stay(instant.id, 16));

    // Requests: waiting, accepted, declined, lapsed, withdrawn by the guest.
    ids.waiting = (await paid(stay(onRequest.id, 10))).id;
    ids.accepted = (await paid(stay(onRequest.id, 13))).id;
    await booking.client.call(BookingRpc.accept, { id: ids.accepted }, { actor: host, ...key() });
    ids.declined = (await paid(stay(onRequest.id, 16))).id;
    await booking.client.call(BookingRpc.decline, { id: ids.declined }, { actor: host, ...key() });
    ids.lapsed = (await paid(stay(onRequest.id, 19))).id;
    await sql`UPDATE bookings SET expires_at = now() - interval '1 second'
      WHERE id = ${ids.lapsed}`.execute(booking.db);
    await sweepRequestsTask(booking.db, 3600).handler({
      scheduledAt: new Date(),
      logger: booking.service.ctx.logger,
    });
    ids.withdrawn = (await paid(stay(onRequest.id, 22))).id;
    await cancelByGuest(ids.withdrawn);
    // Accepted 25 hours after it arrived (a longer time to answer than today's): answered late.
    ids.late = (await paid(stay(onRequest.id, 25))).id;
    await booking.client.call(BookingRpc.accept, { id: ids.late }, { actor: host, ...key() });
    await sql`UPDATE bookings SET requested_at = confirmed_at - interval '25 hours'
      WHERE id = ${ids.late}`.execute(booking.db);
    // Still waiting after 25 hours (its expiry not swept yet): its answer is due all the same.
    ids.overdue = (await paid(stay(onRequest.id, 28))).id;
    await sql`UPDATE bookings SET requested_at = now() - interval '25 hours'
      WHERE id = ${ids.overdue}`.execute(booking.db);

    ids.island = (await paid(stay(island.id, 10))).id;
    // Another host's request: never in this host's answer.
    ids.elsewhere = (await paid(stay(elsewhere.id, 10))).id;
  }, 180_000);

  afterAll(async () => {
    await booking?.stop();
  });

  it('keeps when each paid booking reached its host, and none for an unpaid hold', async () => {
    const { rows } = await sql<{ id: string; requested: boolean }>`
      SELECT id, requested_at IS NOT NULL AS requested FROM bookings
      WHERE host_id = ${hostId}`.execute(booking.db);
    expect(rows.filter((r) => r.requested)).toHaveLength(10);
    expect(rows.filter((r) => !r.requested)).toHaveLength(1);
  });

  it('counts requests, confirmations and answers per listing', async () => {
    const answer = await performance(host, addDays(today(), -3), addDays(today(), 1));
    expect(listingOf(answer, instant.id)).toEqual({
      requests: 2,
      confirmed: 1,
      responseDue: 0,
      answered: 0,
      answeredInTime: 0,
    });
    expect(listingOf(answer, onRequest.id)).toEqual({
      // waiting, accepted, declined, lapsed, withdrawn, late, overdue
      requests: 7,
      confirmed: 2,
      // accepted, declined, lapsed, late, overdue: not the one waiting, nor the withdrawn one
      responseDue: 5,
      answered: 3,
      answeredInTime: 2,
    });
    expect(listingOf(answer, island.id)).toMatchObject({ requests: 1, confirmed: 1 });
    expect(answer.listings.map((l) => l.propertyId)).not.toContain(elsewhere.id);
  });

  it('dates each request in its listing’s zone, and the days add up to the listings', async () => {
    const from = addDays(today(), -3);
    const to = addDays(today(), 1);
    const answer = await performance(host, from, to);
    expect(sum(answer.days)).toEqual(sum(answer.listings));
    expect(answer.days.map((d) => d.date)).toEqual([...answer.days.map((d) => d.date)].sort());

    const { rows } = await sql<{ day: string }>`
      SELECT to_char((requested_at AT TIME ZONE 'Pacific/Kiritimati')::date, 'YYYY-MM-DD') AS day
      FROM bookings WHERE id = ${ids.island}`.execute(booking.db);
    const islandDay = rows[0]?.day ?? '';
    const islandOnly = await performance(host, from, addDays(today(), 2), island.id);
    expect(islandOnly.days).toEqual([
      {
        date: islandDay,
        requests: 1,
        confirmed: 1,
        responseDue: 0,
        answered: 0,
        answeredInTime: 0,
      },
    ]);

    // One listing's series: its own requests only; the listings' totals stay the host's.
    const narrowed = await performance(host, from, to, onRequest.id);
    expect(sum(narrowed.days)).toEqual(listingOf(narrowed, onRequest.id));
    expect(narrowed.listings).toEqual(answer.listings);
  });

  it('counts only the dates asked for', async () => {
    // The late one arrived 25 hours before its answer: yesterday or before, in Santiago.
    const { rows } = await sql<{ day: string }>`
      SELECT to_char((requested_at AT TIME ZONE 'America/Santiago')::date, 'YYYY-MM-DD') AS day
      FROM bookings WHERE id = ${ids.late}`.execute(booking.db);
    const lateDay = rows[0]?.day ?? '';
    expect(lateDay < today()).toBe(true);
    const thatDay = await performance(host, lateDay, lateDay, onRequest.id);
    expect(thatDay.days.map((d) => d.date)).toEqual([lateDay]);
    expect(sum(thatDay.days).answered).toBeGreaterThanOrEqual(1);

    const lastYear = await performance(host, addDays(today(), -400), addDays(today(), -40));
    expect(lastYear).toEqual({ listings: [], days: [] });
  });

  it('answers each host about their own listings only', async () => {
    const from = addDays(today(), -3);
    const to = addDays(today(), 1);
    const theirs = await performance(otherHost, from, to);
    expect(theirs.listings).toEqual([
      {
        propertyId: elsewhere.id,
        requests: 1,
        confirmed: 0,
        responseDue: 0,
        answered: 0,
        answeredInTime: 0,
      },
    ]);
    // Asking about another host's listing finds nothing of it.
    const peek = await performance(otherHost, from, to, onRequest.id);
    expect(peek.days).toEqual([]);
    expect(peek.listings.map((l) => l.propertyId)).toEqual([elsewhere.id]);
    // Someone with no listings at all: nothing.
    expect(await performance(guest(), from, to)).toEqual({ listings: [], days: [] });
  });
});
