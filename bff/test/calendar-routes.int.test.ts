import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Property } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarUnderTest, isoWeekday, santiagoDate } from '@arrendo/booking/testing';
import { fakeProperty } from '@arrendo/listing/testing';
import { client, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

describe('calendar routes: the host calendar and public availability', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let booking: CalendarUnderTest;
  let app: FastifyInstance;
  let browser: Client;
  let host: Jar;
  let other: Jar;
  let home: Property;

  const base = () => `/api/host/listings/${home.id}/calendar`;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    booking = await CalendarUnderTest.start('bff_calendar', prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    browser = client(app);
    host = await signUp(browser, identity.codeFor, `host-${randomUUID()}@example.com`);
    other = await signUp(browser, identity.codeFor, `other-${randomUUID()}@example.com`);
    const me = (await browser.get('/api/me', host)).json<{ user: { id: string } }>();
    home = booking.listing.add(fakeProperty({ hostId: me.user.id }));
  });

  afterAll(async () => {
    await app?.close();
    await booking?.stop();
    await identity?.stop();
  });

  it('lets the signed-in host read and change the calendar', async () => {
    const calendar = await browser.get(base(), host);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json()).toMatchObject({ propertyId: home.id, blocks: [], bookings: [] });

    const blocked = await browser.post(
      `${base()}/blocks`,
      { start: santiagoDate(5), end: santiagoDate(8), note: 'Family visit' },
      host,
    );
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<{ blocks: unknown[] }>().blocks).toEqual([
      expect.objectContaining({
        start: santiagoDate(5),
        end: santiagoDate(8),
        note: 'Family visit',
      }),
    ]);

    const unblocked = await browser.post(
      `${base()}/unblock`,
      { start: santiagoDate(6), end: santiagoDate(7) },
      host,
    );
    expect(unblocked.json<{ blocks: unknown[] }>().blocks).toHaveLength(2);

    const weekly = await browser.send(
      'PUT',
      `${base()}/weekly`,
      { blockedWeekdays: [6, 7], openingHours: [] },
      host,
    );
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json()).toMatchObject({ rules: { blockedWeekdays: [6, 7] } });
  });

  it('answers 400 naming the field for bad input', async () => {
    const backwards = await browser.post(
      `${base()}/blocks`,
      { start: santiagoDate(9), end: santiagoDate(8) },
      host,
    );
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('end');

    const past = await browser.post(
      `${base()}/blocks`,
      { start: santiagoDate(-2), end: santiagoDate(1) },
      host,
    );
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.json())).toContain('start');

    const badHours = await browser.send(
      'PUT',
      `${base()}/weekly`,
      { blockedWeekdays: [], openingHours: [{ weekday: 1, open: '09:15', close: '18:00' }] },
      host,
    );
    expect(badHours.statusCode).toBe(400);
  });

  it('refuses visitors (401) and answers other users as a guessed id (404, same body)', async () => {
    expect((await browser.get(base())).statusCode).toBe(401);
    const guessed = `/api/host/listings/${randomUUID()}/calendar`;
    const read = await browser.get(base(), other);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual((await browser.get(guessed, other)).json());
    const block = { start: santiagoDate(5), end: santiagoDate(6) };
    const attempt = await browser.post(`${base()}/blocks`, block, other);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual((await browser.post(`${guessed}/blocks`, block, other)).json());
    expect((await browser.get('/api/host/listings/not-a-uuid/calendar', host)).statusCode).toBe(
      400,
    );
  });

  it('serves availability publicly with a short cache', async () => {
    const res = await browser.get(
      `/api/properties/${home.id}/availability?from=${santiagoDate(0)}&to=${santiagoDate(14)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const body = res.json<{ unavailableDates: string[] }>();
    expect(body.unavailableDates).toContain(santiagoDate(5));
    // Weekends are blocked every week (the test above): the first weekday after the block is free.
    const free = [9, 10, 11].map((d) => santiagoDate(d)).find((d) => isoWeekday(d) < 6);
    expect(body.unavailableDates).not.toContain(free);
    for (const d of body.unavailableDates.filter((date) => date > santiagoDate(8))) {
      expect(isoWeekday(d)).toBeGreaterThanOrEqual(6);
    }

    const bad = await browser.get(
      `/api/properties/${home.id}/availability?from=${santiagoDate(3)}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('to');
  });

  it('gives the host a secret iCal feed URL, served without a session, and a new one on demand', async () => {
    const sync = await browser.get(`${base()}/sync`, host);
    expect(sync.statusCode, sync.body).toBe(200);
    const { exportUrl, imports } = sync.json<{ exportUrl: string; imports: unknown[] }>();
    expect(imports).toEqual([]);
    const path = new URL(exportUrl).pathname;
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect([403, 404]).toContain((await browser.get(`${base()}/sync`, other)).statusCode);

    const feed = await browser.get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).toContain('BEGIN:VCALENDAR');

    const rotated = await browser.post(`${base()}/sync/feed`, {}, host);
    expect(rotated.statusCode).toBe(200);
    expect(new URL(rotated.json<{ exportUrl: string }>().exportUrl).pathname).not.toBe(path);
    expect((await browser.get(path)).statusCode).toBe(404);
    expect((await browser.get('/calendar/not-a-feed.ics')).statusCode).toBe(400);
  });

  it('refuses an import address that is not http(s), naming the field', async () => {
    const res = await browser.post(
      `${base()}/sync/imports`,
      { name: 'Airbnb', url: 'ftp://example.com/cal.ics' },
      host,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { details: { fields: [{ path: 'url' }] } } });
  });
});
