import { randomUUID } from 'node:crypto';
import {
  addDays,
  BookingEvents,
  DEFAULT_TIME_ZONE,
  localNow,
  type EventDefinition,
  type EventEnvelope,
} from '@arrendo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/repositories/search.repository.js';
import { loadProjectionSources } from '../src/search/projection.js';
import { makeCatalogue } from '../src/testing/fixtures.js';
import { SearchHarness } from './search-harness.js';

const today = localNow(DEFAULT_TIME_ZONE, new Date()).date;
const day = (n: number) => addDays(today, n);
/** Fixed once: both copies of a story must carry the same instants. */
const base = Date.now();
const inMinutes = (m: number) => new Date(base + m * 60_000).toISOString();

/** An instant of a local day in Santiago (the fixtures' zone), as the booking service sends it. */
async function at(harness: SearchHarness, date: string, time: string): Promise<string> {
  const { rows } = await sql<{ t: Date }>`
    select (${date}::date + ${time}::time) at time zone ${DEFAULT_TIME_ZONE} as t`.execute(
    harness.db,
  );
  return rows[0]!.t.toISOString();
}

interface Step {
  definition: EventDefinition;
  data: Record<string, unknown>;
}

/**
 * The same story of events for one listing: out of order, duplicated, an older calendar after
 * a newer one, a hold that lapsed, a booking released before it was held.
 */
async function story(harness: SearchHarness, propertyId: string, hostId: string, hourly: boolean) {
  const slot = async (n: number) =>
    hourly
      ? { startsAt: await at(harness, day(n), '10:00'), endsAt: await at(harness, day(n), '12:00') }
      : {
          startsAt: await at(harness, day(n), '00:00'),
          endsAt: await at(harness, day(n + 2), '00:00'),
        };
  const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const guestId = randomUUID();
  const calendar = (version: number, start: number) => ({
    propertyId,
    hostId,
    version,
    timeZone: DEFAULT_TIME_ZONE,
    rules: {
      blockedWeekdays: [3],
      openingHours: hourly ? [{ weekday: 1, open: '08:00', close: '18:00' }] : [],
    },
    blocks: [{ start: day(start), end: day(start + 2) }],
    changedAt: new Date(base).toISOString(),
  });
  const steps: Step[] = [
    { definition: BookingEvents.CALENDAR_CHANGED, data: calendar(3, 20) },
    { definition: BookingEvents.CALENDAR_CHANGED, data: calendar(2, 40) },
    {
      definition: BookingEvents.HELD,
      data: { bookingId: a, propertyId, ...(await slot(5)), guestId, expiresAt: inMinutes(15) },
    },
    {
      definition: BookingEvents.CONFIRMED,
      data: { bookingId: a, propertyId, ...(await slot(5)), guestId },
    },
    {
      definition: BookingEvents.HELD,
      data: { bookingId: a, propertyId, ...(await slot(5)), guestId, expiresAt: inMinutes(15) },
    },
    {
      definition: BookingEvents.EXPIRED,
      data: { bookingId: b, propertyId, ...(await slot(9)) },
    },
    {
      definition: BookingEvents.HELD,
      data: { bookingId: b, propertyId, ...(await slot(9)), guestId, expiresAt: inMinutes(15) },
    },
    {
      definition: BookingEvents.HELD,
      data: { bookingId: c, propertyId, ...(await slot(12)), guestId, expiresAt: inMinutes(30) },
    },
    {
      definition: BookingEvents.HELD,
      data: { bookingId: d, propertyId, ...(await slot(14)), guestId, expiresAt: inMinutes(-1) },
    },
  ];
  return steps;
}

describe('the bulk load of the projection sources (the benchmark generator)', () => {
  let harness: SearchHarness;

  beforeAll(async () => {
    harness = await SearchHarness.start('listing_search_bulk');
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  /** What search reads of a listing's availability, and what the projection stored for it. */
  async function projected(id: string) {
    const { rows: doc } = await sql`
      select blocked_weekdays, open_week::text, unavailable_days::text, busy::text,
        stale_at, trending_score
      from search_documents where id = ${id}`.execute(harness.db);
    const { rows: bookings } = await sql`
      select state, expires_at, period::text from search_bookings
      where property_id = ${id} order by lower(period)`.execute(harness.db);
    const { rows: calendar } = await sql`
      select version, time_zone, rules, blocks::text from search_calendars
      where property_id = ${id}`.execute(harness.db);
    return { doc, bookings, calendar };
  }

  it('writes what the consumer writes, event for event, for a home and an hourly space', async () => {
    const [home, space, bulkHome, bulkSpace] = makeCatalogue(4).map((p, i) =>
      i < 2 ? p : { ...p, listingType: i === 2 ? ('home' as const) : ('experience' as const) },
    );
    const pairs = [
      [home!, bulkHome!],
      [space!, bulkSpace!],
    ] as const;
    await harness.import([home!, space!, bulkHome!, bulkSpace!]);

    const occurredAt = new Date().toISOString();
    const bulk: EventEnvelope[] = [];
    for (const [consumed, loaded] of pairs) {
      const hourly = consumed.listingType === 'experience';
      const ids: string[] = [];
      for (const step of await story(harness, consumed.id, consumed.hostId, hourly)) {
        ids.push(await harness.publish(step.definition, step.data, { occurredAt }));
        await harness.processed(ids);
      }
      for (const step of await story(harness, loaded.id, loaded.hostId, hourly)) {
        bulk.push({
          id: randomUUID(),
          type: step.definition.subject,
          version: step.definition.version,
          occurredAt,
          data: step.definition.data.parse(step.data),
        });
      }
    }
    const touched = await loadProjectionSources(harness.db, bulk);
    expect([...touched].sort()).toEqual([bulkHome!.id, bulkSpace!.id].sort());
    await refreshSearchDocuments(harness.db, [...touched]);

    for (const [consumed, loaded] of pairs) {
      const a = await projected(consumed.id);
      const b = await projected(loaded.id);
      expect(a.bookings).toHaveLength(4);
      expect(a.calendar[0]).toMatchObject({ version: 3 });
      expect(b).toEqual(a);
    }
  });

  it('refuses an event the projection does not consume', async () => {
    await expect(
      loadProjectionSources(harness.db, [
        {
          id: randomUUID(),
          type: 'evt.listing.property.published',
          version: 1,
          occurredAt: new Date().toISOString(),
          data: {},
        },
      ]),
    ).rejects.toThrow(/not a projected event/);
  });
});
