import { randomUUID } from 'node:crypto';
import {
  addMonthsToDate,
  BookingRpc,
  daysBetween,
  datesIn,
  type Actor,
  type Booking,
  type HoldRequest,
  type HostDashboard,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

describe('host dashboard: figures from confirmed bookings of the caller’s own listings', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  const hostId = randomUUID();
  const host: Actor = { userId: hostId, roles: [] };
  const otherHost: Actor = { userId: randomUUID(), roles: [] };
  // 45 000 a night + 15 000 cleaning: the base a host earns.
  const loft = listing({ hostId, instantBook: true, title: 'Loft' });
  const cabin = listing({ hostId, instantBook: true, title: 'Cabaña' });
  const onRequest = listing({ hostId, instantBook: false, title: 'A pedido' });
  const studio = listing({
    hostId,
    instantBook: true,
    listingType: 'experience',
    category: 'productions',
    subcategory: 'studio',
    maxGuests: 10,
    title: 'Estudio',
  });
  const elsewhere = listing({ hostId: otherHost.userId ?? '', instantBook: true });

  const hold = (request: HoldRequest, actor: Actor) =>
    booking.client.call(BookingRpc.hold, request, { actor, idempotencyKey: randomUUID() });
  const stay = (propertyId: string, checkIn: number, nights: number): HoldRequest => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + nights),
    guests: 2,
  });
  const guestOf = new Map<string, Actor>();
  async function paid(request: HoldRequest): Promise<Booking> {
    const someone = guest();
    const held = await hold(request, someone);
    await pay.processed(await pay.succeeded(held.id, held.quote.total.amount));
    guestOf.set(held.id, someone);
    return booking.client.call(BookingRpc.get, { id: held.id }, { actor: someone });
  }
  const dashboard = (actor: Actor, month: string, today: string): Promise<HostDashboard> =>
    booking.client.call(BookingRpc.hostDashboard, { month, today }, { actor });
  const day = (actor: Actor, date: string) =>
    booking.client.call(BookingRpc.hostDay, { date }, { actor });
  // The days a booking covers: a stay its nights, an hourly booking its date.
  const daysOf = (b: Booking) =>
    b.checkIn && b.checkOut ? datesIn(b.checkIn, b.checkOut) : [b.date ?? ''];
  // Its start as local wall time (a stay occupies its dates from midnight): sorts like instants.
  const startOf = (b: Booking) =>
    b.checkIn ? `${b.checkIn}T00:00` : `${b.date ?? ''}T${b.startTime ?? ''}`;

  // The month of the day 42 days from now is "this month" for the host (`today` below).
  const today = santiagoDate(42);
  const month = today.slice(0, 7);
  const confirmed: Booking[] = [];
  let requested: Booking;
  let cancelled: Booking;
  let priceless: Booking;

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_host_dashboard');
    pay = new PaymentFeed(booking);
    await booking.publish(loft, cabin, onRequest, studio, elsewhere);
    const waits = paid;
    confirmed.push(await waits(stay(loft.id, 40, 3)));
    // Overlaps the loft's nights on another listing: occupancy counts distinct nights.
    confirmed.push(await waits(stay(cabin.id, 41, 4)));
    confirmed.push(await waits(stay(loft.id, 70, 2)));
    confirmed.push(
      await waits({
        propertyId: studio.id,
        date: santiagoDate(42),
        startTime: '10:00',
        hours: 3,
        guests: 6,
      }),
    );
    // The fourth booking on day 42: the calendar's cell shows three and '+1 more'.
    requested = await waits(stay(onRequest.id, 42, 2));
    cancelled = await waits(stay(cabin.id, 50, 2));
    {
      // Cancelled by its guest through the service's own command: no longer counted.
      const actor = guestOf.get(cancelled.id) ?? guest();
      const { refund } = await booking.client.call(
        BookingRpc.cancellationPreview,
        { id: cancelled.id },
        { actor },
      );
      await booking.client.call(
        BookingRpc.cancel,
        { id: cancelled.id, expectedRefund: refund.amount },
        { actor, idempotencyKey: randomUUID() },
      );
    }
    // A booking whose price is unreadable counts 0 and still appears.
    priceless = await waits(stay(cabin.id, 60, 1));
    await sql`UPDATE bookings SET quote = jsonb_set(quote, '{base,amount}', '"n/a"')
      WHERE id = ${priceless.id}`.execute(booking.db);
    // Another host's booking, and a hold still unpaid: neither counts.
    await waits(stay(elsewhere.id, 40, 3));
    await hold(stay(loft.id, 80, 2), guest());
  }, 120_000);

  afterAll(async () => {
    await booking?.stop();
  });

  it('counts revenue, upcoming and occupancy from confirmed bookings only', async () => {
    const figures = await dashboard(host, month, today);
    const counted = confirmed; // the priceless one counts 0, so it changes no sum
    const startDate = (b: Booking) => b.checkIn ?? b.date ?? '';
    const inMonth = counted.filter((b) => startDate(b).startsWith(month));
    expect(figures.monthRevenueClp).toBe(inMonth.reduce((s, b) => s + b.quote.base.amount, 0));
    expect(figures.totalRevenueClp).toBe(counted.reduce((s, b) => s + b.quote.base.amount, 0));
    expect(figures.upcomingCount).toBe(counted.length + 1);

    const nights = new Set<string>();
    for (const b of [...counted, priceless]) {
      if (b.kind !== 'stay' || !b.checkIn || !b.checkOut) continue;
      for (const night of datesIn(b.checkIn, b.checkOut)) {
        if (night.startsWith(month)) nights.add(night);
      }
    }
    expect(figures.occupancyPercent).toBe(
      Math.round(
        (nights.size / daysBetween(`${month}-01`, addMonthsToDate(`${month}-01`, 1))) * 100,
      ),
    );

    expect(figures.revenueByMonth).toHaveLength(12);
    expect(figures.revenueByMonth.at(-1)).toEqual({
      month,
      revenueClp: figures.monthRevenueClp,
    });
    expect(figures.revenueByMonth.reduce((s, m) => s + m.revenueClp, 0)).toBe(
      figures.monthRevenueClp,
    );
  });

  it("lays out the month's requested and confirmed bookings by day, three and a count each", async () => {
    const figures = await dashboard(host, month, today);
    const all = [...confirmed, requested, priceless];
    const covering = (date: string) =>
      all
        .filter((b) => daysOf(b).includes(date))
        .sort((a, b) => (startOf(a) < startOf(b) ? -1 : 1));
    const expectedDays = [...new Set(all.flatMap(daysOf))]
      .filter((d) => d.startsWith(month))
      .sort();
    expect(figures.days.map((d) => d.date)).toEqual(expectedDays);
    for (const entry of figures.days) {
      const expected = covering(entry.date);
      expect(entry.count).toBe(expected.length);
      expect(entry.bookings.map((b) => b.id)).toEqual(expected.slice(0, 3).map((b) => b.id));
    }
    const busiest = figures.days.find((d) => d.date === santiagoDate(42));
    expect(busiest?.count).toBe(4);
    expect(busiest?.bookings.map((b) => b.title)).toEqual(['Loft', 'Cabaña', 'A pedido']);
    const session = (await day(host, santiagoDate(42))).bookings.find((b) => b.kind === 'hourly');
    expect(session).toMatchObject({
      kind: 'hourly',
      date: santiagoDate(42),
      startTime: '10:00',
      hours: 3,
      guests: 6,
      checkIn: null,
      checkOut: null,
    });
    const listed = figures.days.flatMap((d) => d.bookings);
    expect(listed.map((b) => b.id)).not.toContain(cancelled.id);
    // Each earns its base, the unreadable one 0; only the request is not confirmed.
    for (const b of listed) {
      const source = all.find((x) => x.id === b.id);
      expect(b.earningsClp).toBe(b.id === priceless.id ? 0 : source?.quote.base.amount);
      expect(b.status).toBe(b.id === requested.id ? 'requested' : 'confirmed');
    }
  });

  it('answers a whole day, every booking covering it by start', async () => {
    const whole = await day(host, santiagoDate(42));
    expect(whole.bookings.map((b) => b.title)).toEqual(['Loft', 'Cabaña', 'A pedido', 'Estudio']);
    expect(whole.bookings[2]).toMatchObject({
      id: requested.id,
      status: 'requested',
      checkIn: santiagoDate(42),
      checkOut: santiagoDate(44),
      earningsClp: requested.quote.base.amount,
    });
    // A check-out day is not a night of the stay.
    expect((await day(host, santiagoDate(43))).bookings.map((b) => b.id)).not.toContain(
      confirmed[0]?.id,
    );
    expect((await day(host, santiagoDate(50))).bookings).toEqual([]);
  });

  it("never shows another host's bookings", async () => {
    const theirs = await dashboard(otherHost, santiagoDate(40).slice(0, 7), today);
    const mine = new Set([...confirmed, requested, priceless].map((b) => b.id));
    const listed = theirs.days.flatMap((d) => d.bookings);
    expect(listed.some((b) => mine.has(b.id))).toBe(false);
    expect(new Set(listed.map((b) => b.id)).size).toBe(1);
    expect(theirs.totalRevenueClp).toBe(listed[0]?.earningsClp);
    const theirDay = (await day(otherHost, santiagoDate(42))).bookings;
    expect(theirDay).toHaveLength(1);
    expect(mine.has(theirDay[0]?.id ?? '')).toBe(false);

    const stranger = await dashboard(guest(), month, today);
    expect(stranger).toMatchObject({
      monthRevenueClp: 0,
      totalRevenueClp: 0,
      upcomingCount: 0,
      occupancyPercent: 0,
      days: [],
    });
  });

  it('refuses anonymous callers and malformed months', async () => {
    const anonymous: Actor = { userId: null, roles: [] };
    expect((await errorOf(dashboard(anonymous, month, today))).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(dashboard(host, '2026-13', today))).code).toBe('VALIDATION');
  });
});
