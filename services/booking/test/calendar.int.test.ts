import { randomUUID } from 'node:crypto';
import {
  BookingEvents,
  BookingRpc,
  type Actor,
  type CalendarChangedEvent,
  type Property,
} from '@arrendo/contracts';
import { streamNameFor } from '@arrendo/kit';
import { errorOf, waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarUnderTest } from '../src/testing/calendar-support.js';
import { isoWeekday, santiagoDate } from '../src/testing/dates.js';
import { fakeProperty } from '@arrendo/listing/testing';

const actorOf = (p: Property): Actor => ({ userId: p.hostId, roles: [] });
const stranger = (): Actor => ({ userId: randomUUID(), roles: [] });
const fieldOf = (error: { details?: { fields?: { path: string }[] } }) =>
  error.details?.fields?.[0]?.path;

describe('booking service: the host calendar', () => {
  let t: CalendarUnderTest;
  let home: Property;
  let studio: Property;

  const call = {
    get: (p: Property, actor = actorOf(p)) =>
      t.client.call(BookingRpc.getCalendar, { propertyId: p.id }, { actor }),
    block: (p: Property, start: number, end: number, actor = actorOf(p), note?: string) =>
      t.client.call(
        BookingRpc.block,
        {
          propertyId: p.id,
          start: santiagoDate(start),
          end: santiagoDate(end),
          ...(note ? { note } : {}),
        },
        { actor },
      ),
    unblock: (p: Property, start: number, end: number, actor = actorOf(p)) =>
      t.client.call(
        BookingRpc.unblock,
        { propertyId: p.id, start: santiagoDate(start), end: santiagoDate(end) },
        { actor },
      ),
  };
  const ranges = (blocks: { start: string; end: string }[]) => blocks.map((b) => [b.start, b.end]);

  beforeAll(async () => {
    t = await CalendarUnderTest.start('calendar');
    home = t.listing.add(fakeProperty());
    studio = t.listing.add(fakeProperty({ listingType: 'experience' }));
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('starts with nothing blocked, and hourly spaces open 09:00–21:00 every day', async () => {
    const homeCalendar = await call.get(home);
    expect(homeCalendar).toMatchObject({
      propertyId: home.id,
      timeZone: 'America/Santiago',
      today: santiagoDate(0),
      rules: { blockedWeekdays: [], openingHours: [] },
      blocks: [],
      bookings: [],
    });
    expect(homeCalendar.horizonEnd > santiagoDate(180)).toBe(true);
    expect(homeCalendar.horizonEnd < santiagoDate(186)).toBe(true);
    const studioCalendar = await call.get(studio);
    expect(studioCalendar.rules.openingHours).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '09:00', close: '21:00' })),
    );
  });

  it('merges overlapping and adjacent blocks, and splits a block on unblock', async () => {
    await call.block(home, 10, 12, actorOf(home), 'Painting');
    await call.block(home, 14, 16);
    let calendar = await call.block(home, 12, 14);
    expect(ranges(calendar.blocks)).toEqual([[santiagoDate(10), santiagoDate(16)]]);
    expect(calendar.blocks[0]?.note).toBe('Painting');

    calendar = await call.block(home, 15, 20);
    expect(ranges(calendar.blocks)).toEqual([[santiagoDate(10), santiagoDate(20)]]);

    calendar = await call.unblock(home, 12, 14);
    expect(ranges(calendar.blocks)).toEqual([
      [santiagoDate(10), santiagoDate(12)],
      [santiagoDate(14), santiagoDate(20)],
    ]);
    calendar = await call.unblock(home, 9, 13);
    expect(ranges(calendar.blocks)).toEqual([[santiagoDate(14), santiagoDate(20)]]);
    calendar = await call.unblock(home, 14, 20);
    expect(calendar.blocks).toEqual([]);
  });

  it('refuses past dates and dates beyond the 6-month horizon', async () => {
    const past = await errorOf(call.block(home, -1, 2));
    expect(past.code).toBe('VALIDATION');
    expect(fieldOf(past)).toBe('start');
    const pastUnblock = await errorOf(call.unblock(home, -3, -1));
    expect(fieldOf(pastUnblock)).toBe('start');

    const { horizonEnd } = await call.get(home);
    const beyond = await errorOf(
      t.client.call(
        BookingRpc.block,
        { propertyId: home.id, start: santiagoDate(170), end: santiagoDate(200) },
        { actor: actorOf(home) },
      ),
    );
    expect(beyond.code).toBe('VALIDATION');
    expect(fieldOf(beyond)).toBe('end');
    // Up to the horizon itself is fine.
    const lastDay = await t.client.call(
      BookingRpc.block,
      { propertyId: home.id, start: santiagoDate(150), end: horizonEnd },
      { actor: actorOf(home) },
    );
    expect(lastDay.blocks.at(-1)?.end).toBe(horizonEnd);
    await t.client.call(
      BookingRpc.unblock,
      { propertyId: home.id, start: santiagoDate(150), end: horizonEnd },
      { actor: actorOf(home) },
    );
  });

  it('refuses to block over a pending or confirmed booking, and shows it read-only', async () => {
    const guest = stranger();
    const held = await t.client.call(
      BookingRpc.hold,
      { propertyId: home.id, checkIn: santiagoDate(30), checkOut: santiagoDate(33), guests: 2 },
      { actor: guest, idempotencyKey: randomUUID() },
    );
    const clash = await errorOf(call.block(home, 32, 35));
    expect(clash.code).toBe('CONFLICT');
    expect(clash.message).toBe('You have a booking on these dates.');
    expect(clash.details).toMatchObject({
      bookings: [{ id: held.id, start: santiagoDate(30), end: santiagoDate(33) }],
    });
    // The check-out day itself is free.
    await call.block(home, 33, 35);
    const calendar = await call.get(home);
    expect(calendar.bookings).toEqual([
      expect.objectContaining({
        id: held.id,
        status: 'pending',
        start: santiagoDate(30),
        end: santiagoDate(33),
        guests: 2,
      }),
    ]);
    await call.unblock(home, 33, 35);
  });

  it('sets weekly rules, and refuses rules that leave an hourly space never open', async () => {
    const rules = {
      blockedWeekdays: [7],
      openingHours: [
        { weekday: 2, open: '10:00', close: '18:00' },
        { weekday: 1, open: '08:30', close: '24:00' },
      ],
    };
    const set = await t.client.call(
      BookingRpc.setWeeklyRules,
      { propertyId: studio.id, rules },
      { actor: actorOf(studio) },
    );
    expect(set.rules).toEqual({
      blockedWeekdays: [7],
      openingHours: [
        { weekday: 1, open: '08:30', close: '24:00' },
        { weekday: 2, open: '10:00', close: '18:00' },
      ],
    });
    for (const bad of [
      { blockedWeekdays: [], openingHours: [] },
      { blockedWeekdays: [1, 2], openingHours: rules.openingHours },
    ]) {
      const error = await errorOf(
        t.client.call(
          BookingRpc.setWeeklyRules,
          { propertyId: studio.id, rules: bad },
          { actor: actorOf(studio) },
        ),
      );
      expect(error.code).toBe('VALIDATION');
      expect(fieldOf(error)).toBe('openingHours');
    }
    expect((await call.get(studio)).rules).toEqual(set.rules);
  });

  it("answers anyone but the host (admins may read) as a guessed id: listing's NOT_FOUND, passed on", async () => {
    const other = stranger();
    // Thunks: a call started before the previous one is awaited would reject unhandled.
    for (const attempt of [
      () => call.get(home, other),
      () => call.block(home, 40, 41, other),
      () => call.unblock(home, 40, 41, other),
      () =>
        t.client.call(
          BookingRpc.setWeeklyRules,
          { propertyId: home.id, rules: { blockedWeekdays: [1], openingHours: [] } },
          { actor: other },
        ),
    ]) {
      expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    }
    const guessed = fakeProperty({ id: randomUUID() });
    expect((await errorOf(call.get(guessed, other))).code).toBe('NOT_FOUND');
    expect((await errorOf(call.block(guessed, 40, 41, other))).code).toBe('NOT_FOUND');
    const admin: Actor = { userId: randomUUID(), roles: ['admin'] };
    expect((await call.get(home, admin)).propertyId).toBe(home.id);
  });

  it('publishes calendar.changed snapshots with increasing versions', async () => {
    const subject = BookingEvents.CALENDAR_CHANGED.subject;
    await waitFor(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`.execute(t.db);
      return rows[0]?.n === 0;
    }, 20_000);
    const stream = streamNameFor(t.prefix, 'booking');
    const info = await (await t.service.ctx.nc.jetstreamManager()).streams.info(stream);
    const consumer = await t.service.ctx.nc.jetstream().consumers.get(stream);
    const events: CalendarChangedEvent[] = [];
    let received = 0;
    while (received < info.state.messages) {
      const batch = await consumer.fetch({
        max_messages: info.state.messages - received,
        expires: 5000,
      });
      let got = 0;
      for await (const m of batch) {
        got++;
        if (m.subject !== `${t.prefix}${subject}`) continue;
        const envelope = m.json<{ data: CalendarChangedEvent }>();
        if (envelope.data.propertyId === home.id) events.push(envelope.data);
      }
      if (got === 0) break;
      received += got;
    }
    const versions = events.map((e) => e.version);
    expect(versions.length).toBeGreaterThanOrEqual(10);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    const last = events.at(-1);
    expect(last).toMatchObject({ hostId: home.hostId, timeZone: 'America/Santiago' });
    expect(last?.blocks).toEqual(
      (await call.get(home)).blocks.map((b) => ({ start: b.start, end: b.end })),
    );
  });

  it('tells guests which dates a home cannot be booked on', async () => {
    const house = t.listing.add(fakeProperty());
    await call.block(house, 5, 7);
    await t.client.call(
      BookingRpc.setWeeklyRules,
      {
        propertyId: house.id,
        rules: { blockedWeekdays: [isoWeekday(santiagoDate(3))], openingHours: [] },
      },
      { actor: actorOf(house) },
    );
    await t.client.call(
      BookingRpc.hold,
      { propertyId: house.id, checkIn: santiagoDate(8), checkOut: santiagoDate(10), guests: 1 },
      { actor: stranger(), idempotencyKey: randomUUID() },
    );
    const availability = await t.client.call(
      BookingRpc.availability,
      { propertyId: house.id, from: santiagoDate(-1), to: santiagoDate(12) },
      { actor: { userId: null, roles: [] } },
    );
    // Past, the weekly-blocked weekday (twice), the block and the booked nights.
    expect(availability.unavailableDates).toEqual(
      [-1, 3, 5, 6, 8, 9, 10].map((d) => santiagoDate(d)),
    );
    expect(availability.busy).toEqual([]);
    expect(availability.openingHours).toEqual([]);

    const tooLong = await errorOf(
      t.client.call(
        BookingRpc.availability,
        { propertyId: house.id, from: santiagoDate(0), to: santiagoDate(250) },
        { actor: { userId: null, roles: [] } },
      ),
    );
    expect(fieldOf(tooLong)).toBe('to');
  });

  it('tells guests the closed days, opening hours and taken periods of an hourly space', async () => {
    const space = t.listing.add(fakeProperty({ listingType: 'experience', minHours: 1 }));
    const monday = santiagoDate(
      [1, 2, 3, 4, 5, 6, 7].find((d) => isoWeekday(santiagoDate(d)) === 1) ?? 1,
    );
    const hours = [{ weekday: 1, open: '10:00', close: '20:00' }];
    await t.client.call(
      BookingRpc.setWeeklyRules,
      { propertyId: space.id, rules: { blockedWeekdays: [], openingHours: hours } },
      { actor: actorOf(space) },
    );
    const held = await t.client.call(
      BookingRpc.hold,
      { propertyId: space.id, date: monday, startTime: '10:00', hours: 2, guests: 2 },
      { actor: stranger(), idempotencyKey: randomUUID() },
    );
    const availability = await t.client.call(
      BookingRpc.availability,
      { propertyId: space.id, from: santiagoDate(1), to: santiagoDate(8) },
      { actor: { userId: null, roles: [] } },
    );
    // Only the Monday is open; it stays bookable around the taken two hours.
    expect(availability.unavailableDates).toHaveLength(6);
    expect(availability.unavailableDates).not.toContain(monday);
    expect(availability.busy).toEqual([{ startsAt: held.startsAt, endsAt: held.endsAt }]);
    expect(availability.openingHours).toEqual(hours);
  });

  it('shows guests nothing of an unpublished listing', async () => {
    const draft = t.listing.add(fakeProperty({ status: 'draft', publishedAt: null }));
    const error = await errorOf(
      t.client.call(
        BookingRpc.availability,
        { propertyId: draft.id, from: santiagoDate(0), to: santiagoDate(7) },
        { actor: stranger() },
      ),
    );
    expect(error.code).toBe('NOT_FOUND');
  });
});
