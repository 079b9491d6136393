import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { BookingRpc, type Actor, type Property } from '@arrendo/contracts';
import { createLogger } from '@arrendo/kit';
import { errorOf } from '@arrendo/kit/testing';
import { fakeProperty } from '@arrendo/listing/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDeps } from '../src/app/deps.js';
import { refreshCalendarImportsTask } from '../src/jobs/refresh-calendar-imports.js';
import { CalendarUnderTest } from '../src/testing/calendar-support.js';
import { santiagoDate } from '../src/testing/dates.js';

const hostOf = (p: Property): Actor => ({ userId: p.hostId, roles: [] });
const compact = (date: string) => date.replaceAll('-', '');
const allDay = (start: string, end: string, extra = '') =>
  [
    'BEGIN:VEVENT',
    `UID:${randomUUID()}@airbnb.test`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    'SUMMARY:Reserved',
    ...(extra ? [extra] : []),
    'END:VEVENT',
  ].join('\r\n');
const ics = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');

/**
 * Calendar sync against a local HTTP server that plays Airbnb's export: imported days block holds
 * and date pickers and reach search's snapshot; a changed feed moves them; a failing one keeps
 * them; the listing's own feed is read back with a real iCalendar parser.
 */
describe('booking service: calendar sync', () => {
  let t: CalendarUnderTest;
  let server: Server;
  let base: string;
  let home: Property;
  const feeds = new Map<string, { status: number; body: string }>();

  const hold = (p: Property, checkIn: number, checkOut: number) =>
    t.client.call(
      BookingRpc.hold,
      {
        propertyId: p.id,
        checkIn: santiagoDate(checkIn),
        checkOut: santiagoDate(checkOut),
        guests: 1,
      },
      { actor: { userId: randomUUID(), roles: [] }, idempotencyKey: randomUUID() },
    );
  const imported = async (p: Property) =>
    (await t.client.call(BookingRpc.getCalendar, { propertyId: p.id }, { actor: hostOf(p) }))
      .importedBlocks;
  const unavailable = async (p: Property) =>
    (
      await t.client.call(
        BookingRpc.availability,
        { propertyId: p.id, from: santiagoDate(0), to: santiagoDate(60) },
        { actor: { userId: null, roles: [] } },
      )
    ).unavailableDates;
  const snapshotBlocks = async (p: Property) => {
    const { rows } = await sql<{ envelope: { data: { propertyId: string; blocks: unknown } } }>`
      SELECT envelope FROM outbox WHERE subject LIKE '%calendar.changed%' ORDER BY seq DESC`.execute(
      t.db,
    );
    const latest = rows.map((r) => r.envelope.data).find((d) => d.propertyId === p.id);
    return latest?.blocks;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const feed = feeds.get(request.url ?? '');
      if (!feed) return response.writeHead(404).end('Not found');
      response.writeHead(feed.status, { 'content-type': 'text/calendar' }).end(feed.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await CalendarUnderTest.start('calsync', undefined, {
      CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    });
    home = t.listing.add(fakeProperty());
  });

  afterAll(async () => {
    await t?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('follows a calendar: its days block holds, date pickers and search, and a changed feed moves them', async () => {
    feeds.set('/airbnb.ics', {
      status: 200,
      body: ics(
        allDay(santiagoDate(10), santiagoDate(13)),
        allDay(santiagoDate(20), santiagoDate(21), 'STATUS:CANCELLED'),
      ),
    });
    const sync = await t.client.call(
      BookingRpc.addCalendarImport,
      { propertyId: home.id, name: 'Airbnb', url: `${base}/airbnb.ics` },
      { actor: hostOf(home) },
    );
    expect(sync.imports).toEqual([
      expect.objectContaining({ name: 'Airbnb', busyCount: 1, lastError: null }),
    ]);
    const importId = sync.imports[0]!.id;
    expect(await imported(home)).toEqual([
      { importId, name: 'Airbnb', start: santiagoDate(10), end: santiagoDate(13) },
    ]);
    expect(await unavailable(home)).toEqual(
      expect.arrayContaining([santiagoDate(10), santiagoDate(11), santiagoDate(12)]),
    );
    expect(await unavailable(home)).not.toContain(santiagoDate(13));
    expect((await errorOf(hold(home, 11, 14))).code).toBe('VALIDATION');
    expect((await hold(home, 13, 15)).status).toBe('pending');
    expect(await snapshotBlocks(home)).toEqual([
      { start: santiagoDate(10), end: santiagoDate(13) },
    ]);

    // Airbnb's calendar changes: the first stay moves, a second appears.
    feeds.set('/airbnb.ics', {
      status: 200,
      body: ics(
        allDay(santiagoDate(30), santiagoDate(32)),
        allDay(santiagoDate(40), santiagoDate(41)),
      ),
    });
    await t.client.call(
      BookingRpc.refreshCalendarImports,
      { propertyId: home.id },
      { actor: hostOf(home) },
    );
    expect((await imported(home)).map((r) => [r.start, r.end])).toEqual([
      [santiagoDate(30), santiagoDate(32)],
      [santiagoDate(40), santiagoDate(41)],
    ]);
    expect(await unavailable(home)).not.toContain(santiagoDate(11));
    expect((await hold(home, 10, 12)).status).toBe('pending');
    expect((await errorOf(hold(home, 31, 33))).code).toBe('VALIDATION');
    expect(await snapshotBlocks(home)).toEqual([
      { start: santiagoDate(30), end: santiagoDate(32) },
      { start: santiagoDate(40), end: santiagoDate(41) },
    ]);
  });

  it('keeps the last days when a refresh fails, and says why', async () => {
    feeds.set('/airbnb.ics', { status: 503, body: 'busy' });
    const sync = await t.client.call(
      BookingRpc.refreshCalendarImports,
      { propertyId: home.id },
      { actor: hostOf(home) },
    );
    expect(sync.imports[0]).toMatchObject({
      busyCount: 2,
      lastError: 'The calendar address answered HTTP 503.',
    });
    expect(await imported(home)).toHaveLength(2);
  });

  it('refreshes every followed calendar from the periodic job', async () => {
    feeds.set('/airbnb.ics', {
      status: 200,
      body: ics(allDay(santiagoDate(50), santiagoDate(52))),
    });
    const deps: BookingDeps = {
      db: t.db,
      env: t.service.ctx.env,
      logger: createLogger({ name: 'test', level: 'silent' }),
      client: t.client,
      jobs: t.service.ctx.jobs,
      // An hour on: every import is due.
      now: () => new Date(Date.now() + 60 * 60_000),
    };
    await refreshCalendarImportsTask(deps).handler({
      scheduledAt: new Date(),
      logger: deps.logger,
    });
    expect((await imported(home)).map((r) => [r.start, r.end])).toEqual([
      [santiagoDate(50), santiagoDate(52)],
    ]);
    const sync = await t.client.call(
      BookingRpc.calendarSync,
      { propertyId: home.id },
      { actor: hostOf(home) },
    );
    expect(sync.imports[0]?.lastError).toBeNull();
  });

  it('refuses an address that is not a calendar, a duplicate, and strangers', async () => {
    const other = t.listing.add(fakeProperty());
    feeds.set('/page.html', { status: 200, body: '<!doctype html><p>Hello</p>' });
    const notCalendar = await errorOf(
      t.client.call(
        BookingRpc.addCalendarImport,
        { propertyId: other.id, name: 'Web', url: `${base}/page.html` },
        { actor: hostOf(other) },
      ),
    );
    expect(notCalendar).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [{ path: 'url' }] },
    });
    const missing = await errorOf(
      t.client.call(
        BookingRpc.addCalendarImport,
        { propertyId: other.id, name: 'Gone', url: `${base}/nothing.ics` },
        { actor: hostOf(other) },
      ),
    );
    expect(missing.message).toBe('The calendar address answered HTTP 404.');
    const duplicate = await errorOf(
      t.client.call(
        BookingRpc.addCalendarImport,
        { propertyId: home.id, name: 'Again', url: `${base}/airbnb.ics` },
        { actor: hostOf(home) },
      ),
    );
    expect(duplicate.message).toBe('This listing already follows this calendar.');
    expect(
      (
        await t.client.call(
          BookingRpc.calendarSync,
          { propertyId: other.id },
          { actor: hostOf(other) },
        )
      ).imports,
    ).toEqual([]);
    const stranger = await errorOf(
      t.client.call(
        BookingRpc.calendarSync,
        { propertyId: home.id },
        { actor: { userId: randomUUID(), roles: [] } },
      ),
    );
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(stranger.code);
  });

  it('publishes confirmed bookings and the host’s blocks at a secret URL the host can replace', async () => {
    const listing = t.listing.add(fakeProperty());
    const booked = await hold(listing, 5, 8);
    await t.setStatus(booked.id, 'confirmed');
    await hold(listing, 9, 10); // pending: not in the feed
    await t.client.call(
      BookingRpc.block,
      { propertyId: listing.id, start: santiagoDate(15), end: santiagoDate(17) },
      { actor: hostOf(listing) },
    );
    const { exportToken } = await t.client.call(
      BookingRpc.calendarSync,
      { propertyId: listing.id },
      { actor: hostOf(listing) },
    );
    const { ics: text } = await t.client.call(
      BookingRpc.calendarFeed,
      { token: exportToken },
      { actor: { userId: null, roles: [] } },
    );
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString()])).toEqual([
      [`booking-${booked.id}@arrendo`, santiagoDate(5), santiagoDate(8)],
      [`block-${listing.id}-${santiagoDate(15)}@arrendo`, santiagoDate(15), santiagoDate(17)],
    ]);
    expect(text).not.toMatch(/guest|@example/i);

    const rotated = await t.client.call(
      BookingRpc.rotateCalendarFeed,
      { propertyId: listing.id },
      { actor: hostOf(listing) },
    );
    expect(rotated.exportToken).not.toBe(exportToken);
    const old = await errorOf(
      t.client.call(
        BookingRpc.calendarFeed,
        { token: exportToken },
        { actor: { userId: null, roles: [] } },
      ),
    );
    expect(old.code).toBe('NOT_FOUND');
  });

  it('frees the days of a calendar the listing stops following', async () => {
    const { imports } = await t.client.call(
      BookingRpc.calendarSync,
      { propertyId: home.id },
      { actor: hostOf(home) },
    );
    await t.client.call(
      BookingRpc.removeCalendarImport,
      { propertyId: home.id, importId: imports[0]!.id },
      { actor: hostOf(home) },
    );
    expect(await imported(home)).toEqual([]);
    expect(await snapshotBlocks(home)).toEqual([]);
  });
});
