import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  HostDashboardResponse,
  HostDayResponse,
  Booking,
  BookingDetailResponse,
  BookingListResponse,
  Property,
} from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarUnderTest, santiagoDate } from '@arrendo/booking/testing';
import { fakeProperty } from '@arrendo/listing/testing';
import { client, CSRF, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

describe('booking routes: holds, trips, answers and the host list', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let booking: CalendarUnderTest;
  let app: FastifyInstance;
  let browser: Client;
  let host: Jar;
  let guestJar: Jar;
  let stranger: Jar;
  let guestId: string;
  let hostId: string;
  let home: Property;
  let requestHome: Property;

  const stayBody = (propertyId: string, checkIn: number, nights = 2) => ({
    propertyId,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + nights),
    guests: 2,
  });
  const postWithKey = (body: object, key: string, jar: Jar) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: body,
      cookies: jar,
      remoteAddress: '127.0.0.1',
      headers: { ...CSRF, 'idempotency-key': key },
    });
  const meOf = async (jar: Jar) =>
    (await browser.get('/api/me', jar)).json<{ user: { id: string } }>().user.id;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    booking = await CalendarUnderTest.start('bff_bookings', prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_BOOKINGS_PER_USER: '6',
    });
    browser = client(app);
    host = await signUp(browser, identity.codeFor, `host-${randomUUID()}@example.com`);
    guestJar = await signUp(browser, identity.codeFor, `guest-${randomUUID()}@example.com`);
    stranger = await signUp(browser, identity.codeFor, `other-${randomUUID()}@example.com`);
    hostId = await meOf(host);
    guestId = await meOf(guestJar);
    home = booking.listing.add(fakeProperty({ hostId, instantBook: true }));
    requestHome = booking.listing.add(fakeProperty({ hostId, instantBook: false }));
  });

  afterAll(async () => {
    await app?.close();
    await booking?.stop();
    await identity?.stop();
  });

  it('holds a slot (201) once for an identical double submit, and shows it to its parties', async () => {
    expect((await browser.post('/api/bookings', stayBody(home.id, 10))).statusCode).toBe(401);

    const first = await browser.post('/api/bookings', stayBody(home.id, 10), guestJar);
    expect(first.statusCode, first.body).toBe(201);
    const held = first.json<Booking>();
    expect(held).toMatchObject({ status: 'pending', guestId, hostId, propertyId: home.id });
    expect(held.quote.total.amount).toBeGreaterThan(0);
    expect(held.expiresAt).not.toBeNull();

    // The same body again (a double click): the same hold, not a clash with itself.
    const again = await browser.post('/api/bookings', stayBody(home.id, 10), guestJar);
    expect(again.statusCode).toBe(201);
    expect(again.json<Booking>().id).toBe(held.id);

    // A new attempt (its own key) for the same dates finds them taken.
    const clash = await postWithKey(stayBody(home.id, 10), `attempt-${randomUUID()}`, guestJar);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { message: 'These dates were just booked.' } });
    const badKey = await postWithKey(stayBody(home.id, 30), 'no spaces allowed', guestJar);
    expect(badKey.statusCode).toBe(400);
    expect(JSON.stringify(badKey.json())).toContain('Idempotency-Key');

    const detail = await browser.get(`/api/bookings/${held.id}`, guestJar);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<BookingDetailResponse>();
    expect(body.booking.id).toBe(held.id);
    // No payment service runs here: the page still answers.
    expect(body.payments).toEqual([]);
    expect(body.counterpart).toMatchObject({ id: hostId, firstName: 'Ana' });

    const asHost = await browser.get(`/api/bookings/${held.id}`, host);
    expect(asHost.json<BookingDetailResponse>().counterpart?.id).toBe(guestId);
    expect((await browser.get(`/api/bookings/${held.id}`, stranger)).statusCode).toBe(404);
    expect((await browser.get(`/api/bookings/${randomUUID()}`, guestJar)).statusCode).toBe(404);
    expect((await browser.get('/api/bookings/not-a-uuid', guestJar)).statusCode).toBe(400);
  });

  it('answers 400 naming the field for a bad hold', async () => {
    const backwards = await browser.post(
      '/api/bookings',
      { propertyId: home.id, checkIn: santiagoDate(9), checkOut: santiagoDate(8), guests: 2 },
      guestJar,
    );
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('checkOut');
    const own = await browser.post('/api/bookings', stayBody(home.id, 50), host);
    expect(own.statusCode).toBe(403);
  });

  it('lists trips, previews and cancels, and refuses answers that are not the host’s', async () => {
    const held = (
      await browser.post('/api/bookings', stayBody(requestHome.id, 20), guestJar)
    ).json<Booking>();
    const list = await browser.get('/api/bookings?tab=upcoming', guestJar);
    expect(list.statusCode).toBe(200);
    expect(list.json<BookingListResponse>().items.map((b) => b.id)).toContain(held.id);
    expect((await browser.get('/api/bookings?tab=nope', guestJar)).statusCode).toBe(400);

    const preview = await browser.get(`/api/bookings/${held.id}/cancellation`, guestJar);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ by: 'guest', free: true, refund: { amount: 0 } });
    expect((await browser.get(`/api/bookings/${held.id}/cancellation`, stranger)).statusCode).toBe(
      404,
    );

    // Not a request yet (unpaid): nothing to accept; and a guest never answers.
    expect((await browser.post(`/api/bookings/${held.id}/accept`, {}, host)).statusCode).toBe(409);
    expect((await browser.post(`/api/bookings/${held.id}/accept`, {}, guestJar)).statusCode).toBe(
      403,
    );
    expect((await browser.post(`/api/bookings/${held.id}/decline`, {}, stranger)).statusCode).toBe(
      404,
    );

    const changed = await browser.post(
      `/api/bookings/${held.id}/cancel`,
      { expectedRefund: 5 },
      guestJar,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      error: { message: expect.stringMatching(/^The refund changed/) },
    });
    // One attempt's key, sent twice (a retried request): the first answer, twice.
    const cancelOnce = () =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/${held.id}/cancel`,
        payload: { expectedRefund: 0 },
        cookies: guestJar,
        remoteAddress: '127.0.0.1',
        headers: { ...CSRF, 'idempotency-key': `cancel-${held.id}` },
      });
    const cancelled = await cancelOnce();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Booking>()).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'guest', reason: 'guest_cancelled' },
    });
    const retried = await cancelOnce();
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Booking>().updatedAt).toBe(cancelled.json<Booking>().updatedAt);
    // A new attempt finds it closed.
    const again = await browser.post(
      `/api/bookings/${held.id}/cancel`,
      { expectedRefund: 0 },
      guestJar,
    );
    expect(again.statusCode).toBe(409);

    const hostList = await browser.get(`/api/host/bookings?tab=cancelled`, host);
    expect(hostList.statusCode, hostList.body).toBe(200);
    const page = hostList.json<BookingListResponse>();
    expect(page.items.map((b) => b.id)).toContain(held.id);
    expect(page.guests?.[guestId]).toMatchObject({ id: guestId, firstName: 'Ana' });
    const strangerList = await browser.get(`/api/host/bookings?tab=cancelled`, stranger);
    expect(strangerList.json<BookingListResponse>().items).toEqual([]);
    expect((await browser.get('/api/host/bookings')).statusCode).toBe(401);
  });

  it('carries the exact place and arrival details in the trip only once it is confirmed', async () => {
    const address = 'Camino Pucón–Caburgua 4321, parcela 7';
    const instructions = 'Key box code 4471, left of the gate.';
    booking.listing.setArrival(requestHome.id, { address, hostInstructions: instructions });
    const detail = async (id: string, jar: Jar) => {
      const res = await browser.get(`/api/bookings/${id}`, jar);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BookingDetailResponse>();
    };
    const held = (
      await browser.post('/api/bookings', stayBody(requestHome.id, 40), guestJar)
    ).json<Booking>();
    const pending = await browser.get(`/api/bookings/${held.id}`, guestJar);
    expect(pending.json<BookingDetailResponse>().arrival).toBeNull();
    expect(pending.body).not.toContain('4471');
    expect(pending.body).not.toContain('Caburgua');

    // Paid and waiting for the host (the payment path is the booking service's own test).
    await booking.setStatus(held.id, 'requested');
    expect((await detail(held.id, guestJar)).arrival).toBeNull();

    await booking.setStatus(held.id, 'confirmed');
    expect((await detail(held.id, guestJar)).arrival).toEqual({
      bookingId: held.id,
      location: requestHome.location,
      address,
      lat: requestHome.lat,
      lng: requestHome.lng,
      instructions,
    });
    expect((await browser.get(`/api/bookings/${held.id}`, stranger)).statusCode).toBe(404);
    expect((await browser.get(`/api/bookings/${held.id}`)).statusCode).toBe(401);
  });

  it('limits holds per user', async () => {
    const someone = await signUp(browser, identity.codeFor, `busy-${randomUUID()}@example.com`);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await browser.post('/api/bookings', stayBody(home.id, 60 + 2 * i, 1), someone)).statusCode,
      );
    }
    expect(codes.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(codes[6]).toBe(429);
  });
  it("answers the host's dashboard with their own month only, and 400 naming a bad month", async () => {
    const visitor = await signUp(browser, identity.codeFor, `dash-${randomUUID()}@example.com`);
    const held = (
      await browser.post('/api/bookings', stayBody(home.id, 90, 3), visitor)
    ).json<Booking>();
    await booking.setStatus(held.id, 'confirmed');
    const today = santiagoDate(90);
    const url = `/api/host/dashboard?month=${today.slice(0, 7)}&today=${today}`;

    expect((await browser.get(url)).statusCode).toBe(401);
    const mine = await browser.get(url, host);
    expect(mine.statusCode, mine.body).toBe(200);
    const dashboard = mine.json<HostDashboardResponse>();
    const listed = dashboard.days.flatMap((d) => d.bookings).find((b) => b.id === held.id);
    expect(listed).toMatchObject({
      checkIn: santiagoDate(90),
      earningsClp: held.quote.base.amount,
    });
    expect(dashboard.guests[listed?.guestId ?? '']).toMatchObject({ id: listed?.guestId });
    expect(dashboard.monthRevenueClp).toBeGreaterThanOrEqual(held.quote.base.amount);

    const whole = await browser.get(`/api/host/dashboard/days/${santiagoDate(91)}`, host);
    expect(whole.statusCode, whole.body).toBe(200);
    const day = whole.json<HostDayResponse>();
    expect(day.bookings.map((b) => b.id)).toContain(held.id);
    expect(day.guests[listed?.guestId ?? '']).toMatchObject({ firstName: 'Ana' });

    const theirs = (await browser.get(url, stranger)).json<HostDashboardResponse>();
    expect(theirs.days).toEqual([]);
    const theirDay = (
      await browser.get(`/api/host/dashboard/days/${santiagoDate(91)}`, stranger)
    ).json<HostDayResponse>();
    expect(theirDay.bookings).toEqual([]);
    expect((await browser.get(`/api/host/dashboard/days/2026-02-30`, host)).statusCode).toBe(400);
    expect(theirs.totalRevenueClp).toBe(0);

    const bad = await browser.get(`/api/host/dashboard?month=2026-13&today=${today}`, host);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('month');
    // A "today" whose year before it leaves the months the answer can name.
    const early = await browser.get(`/api/host/dashboard?month=2026-11&today=2000-03-01`, host);
    expect(early.statusCode, early.body).toBe(200);
    const far = await browser.get(`/api/host/dashboard?month=2026-11&today=9999-12-31`, host);
    expect(far.statusCode).toBe(400);
    expect(far.body).toContain('today');
  });
});
