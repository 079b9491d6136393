import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ListingRpc,
  SYSTEM_ACTOR,
  todayIn,
  type Booking,
  type HostPerformanceResponse,
} from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import { createTestDatabase, testEnv, uniquePrefix, type TestDatabase } from '@arrendo/kit/testing';
import { santiagoDate, startBookingService } from '@arrendo/booking/testing';
import { makeProperty, startListingService } from '@arrendo/listing/testing';
import { FakePricing } from '@arrendo/pricing/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, cookieOf, signUp, updateJar, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

// `/api/host/performance` and `POST /api/properties/:id/views` against the real listing and
// booking services: a view, a save and bookings show on their host's page, and nowhere else.

describe('host performance routes', () => {
  const prefix = uniquePrefix();
  let database: TestDatabase;
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listingService: RunningService<unknown, unknown>;
  let pricing: FakePricing;
  let bookingService: Awaited<ReturnType<typeof startBookingService>>;
  let app: FastifyInstance;
  let browser: Client;
  let host: Jar;
  let guest: Jar;
  let stranger: Jar;
  let hostId: string;
  const loft = makeProperty({
    instantBook: true,
    title: 'Loft',
    createdAt: '2026-11-01T12:00:00Z',
  });
  const cabin = makeProperty({
    instantBook: false,
    title: 'Cabaña',
    createdAt: '2026-11-02T12:00:00Z',
  });
  const theirs = makeProperty({ instantBook: true, title: 'Ajeno' });

  const meOf = async (jar: Jar) =>
    (await browser.get('/api/me', jar)).json<{ user: { id: string } }>().user.id;
  const view = (id: string, jar: Jar = {}, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `/api/properties/${id}/views`,
      cookies: jar,
      remoteAddress: ip,
      headers: { 'x-requested-with': 'arrendo' },
    });
  const performance = (query: string, jar: Jar) =>
    browser.get(`/api/host/performance${query}`, jar);
  const book = async (propertyId: string, checkIn: number) => {
    const held = await browser.post(
      '/api/bookings',
      {
        propertyId,
        checkIn: santiagoDate(checkIn),
        checkOut: santiagoDate(checkIn + 2),
        guests: 2,
      },
      guest,
    );
    expect(held.statusCode, held.body).toBe(201);
    return held.json<Booking>();
  };
  // What a paid hold becomes: confirmed at once (instant book) or a request for the host.
  const paid = (id: string, status: 'confirmed' | 'requested') => {
    const now = new Date();
    const confirmed = status === 'confirmed';
    return bookingService.ctx.db
      .updateTable('bookings')
      .set({
        status,
        requested_at: now,
        confirmed_at: confirmed ? now : null,
        expires_at: confirmed ? null : new Date(now.getTime() + 86_400_000),
      })
      .where('id', '=', id)
      .execute();
  };

  beforeAll(async () => {
    database = await createTestDatabase('bff_performance');
    const env = testEnv({ databaseUrl: database.url, prefix, BOOKING_HOLD_SWEEP_SECONDS: '3600' });
    identity = await startIdentity(prefix);
    listingService = (await startListingService(env)) as unknown as RunningService<
      unknown,
      unknown
    >;
    pricing = await FakePricing.start(env);
    bookingService = await startBookingService(env);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_VIEWS_PER_IP: '5',
    });
    browser = client(app);
    host = await signUp(browser, identity.codeFor, `host-${randomUUID()}@example.com`);
    guest = await signUp(browser, identity.codeFor, `guest-${randomUUID()}@example.com`);
    stranger = await signUp(browser, identity.codeFor, `other-${randomUUID()}@example.com`);
    hostId = await meOf(host);
    await listingService.ctx.client.call(
      ListingRpc.importProperties,
      {
        properties: [
          { ...loft, hostId },
          { ...cabin, hostId },
          { ...theirs, hostId: await meOf(stranger) },
        ],
      },
      { actor: SYSTEM_ACTOR },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await bookingService?.stop();
    await pricing?.stop();
    await listingService?.stop();
    await identity?.stop();
    await database?.drop();
  });

  it('counts a visitor’s views once a day by a day-long cookie, a guest by their account', async () => {
    const first = await view(loft.id, {}, '10.1.0.1');
    expect(first.statusCode, first.body).toBe(204);
    const cookie = cookieOf(first, 'arrendo_vid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    const jar = updateJar({}, first);
    const again = await view(loft.id, jar, '10.1.0.1');
    expect(again.statusCode).toBe(204);
    // The cookie is kept, not replaced, while it is good.
    expect(cookieOf(again, 'arrendo_vid')).toBeUndefined();
    expect((await view(loft.id, guest)).statusCode).toBe(204);
    expect((await view(loft.id, guest)).statusCode).toBe(204);
    // No cookie for someone signed in: their account is who they are.
    expect(cookieOf(await view(cabin.id, guest), 'arrendo_vid')).toBeUndefined();
    // The host's own look.
    expect((await view(loft.id, host)).statusCode).toBe(204);
  });

  it('answers 404 for a listing guests cannot see, 400 naming a bad id, 429 past the limit', async () => {
    const unknown = await view(randomUUID(), guest);
    expect(unknown.statusCode).toBe(404);
    const bad = await view('not-a-listing', guest);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await view(theirs.id, {}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses[5]).toBe(429);
  });

  it('shows the host their views, saves, requests, conversion and response rate', async () => {
    const saved = await browser.post(
      '/api/wishlists',
      { name: 'Verano', propertyId: loft.id },
      guest,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const stay = await book(loft.id, 20);
    await paid(stay.id, 'confirmed');
    const request = await book(cabin.id, 20);
    await paid(request.id, 'requested');
    const accepted = await browser.post(`/api/bookings/${request.id}/accept`, {}, host);
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect((await performance('', {})).statusCode).toBe(401);
    const answer = await performance('?days=30', host);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<HostPerformanceResponse>();
    const today = todayIn('America/Santiago', new Date());
    expect(page).toMatchObject({ days: 30, to: today, listingId: null });
    expect(page.series).toHaveLength(30);
    expect(page.series.at(-1)).toEqual({
      date: today,
      views: 3,
      saves: 1,
      requests: 2,
      confirmed: 2,
    });
    // Views: the visitor's cookie and the guest on the loft, the guest on the cabin.
    expect(page.figures).toEqual({
      views: 3,
      saves: 1,
      requests: 2,
      confirmed: 2,
      responseDue: 1,
      answered: 1,
      answeredInTime: 1,
      conversion: 2 / 3,
      responseRate: 1,
    });
    expect(page.listings.map((l) => [l.title, l.figures.views, l.figures.requests])).toEqual([
      ['Cabaña', 1, 1],
      ['Loft', 2, 1],
    ]);
    const loftFigures = page.listings.find((l) => l.id === loft.id)?.figures;
    expect(loftFigures).toMatchObject({ saves: 1, conversion: 0.5, responseRate: null });

    const one = (
      await performance(`?days=90&listingId=${cabin.id}`, host)
    ).json<HostPerformanceResponse>();
    expect(one).toMatchObject({ days: 90, listingId: cabin.id });
    expect(one.series).toHaveLength(90);
    expect(one.figures).toMatchObject({ views: 1, saves: 0, requests: 1, responseRate: 1 });
    // The table keeps every listing.
    expect(one.listings).toHaveLength(2);
  });

  it('never shows a host another host’s listings', async () => {
    const peek = await performance(`?listingId=${theirs.id}`, host);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('Ajeno');
    const theirsPage = (await performance('', stranger)).json<HostPerformanceResponse>();
    expect(theirsPage.listings.map((l) => l.id)).toEqual([theirs.id]);
    expect(theirsPage.figures.requests).toBe(0);
    expect(JSON.stringify(theirsPage)).not.toContain(loft.id);
    // A guest without listings: an empty page, not an error.
    const none = (await performance('', guest)).json<HostPerformanceResponse>();
    expect(none.listings).toEqual([]);
    expect(none.figures.views).toBe(0);
  });

  it('answers 400 naming the field for a bad query', async () => {
    for (const [query, field] of [
      ['?days=7', 'days'],
      ['?days=many', 'days'],
      ['?listingId=loft', 'listingId'],
      ['?month=2026-01', 'month'],
    ] as const) {
      const bad = await performance(query, host);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.body, query).toContain(field);
    }
  });
});
