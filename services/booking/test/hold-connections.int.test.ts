import { randomUUID } from 'node:crypto';
import {
  BookingRpc,
  ListingRpc,
  PaymentEvents,
  PricingRpc,
  type Actor,
  type HoldRequest,
  type Property,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  errorOf,
  idleTransactions,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/types.js';
import type { BookingEnv } from '../src/env.js';
import { fakeListingOf, fakeProperty } from '@arrendo/listing/testing';
import { quoteFor } from '@arrendo/pricing/testing';
import { startBookingService } from '../src/testing/booking-service.js';
import { santiagoDate } from '../src/testing/dates.js';

/**
 * Listing and pricing stand-ins that, while they answer, look at what the database has open:
 * the hold must ask them before its transaction begins (decision 0038).
 */
describe('booking service: a hold holds no connection while other services answer', () => {
  let database: TestDatabase;
  let prefix: string;
  let services: RunningService<unknown, Record<string, never>>[];
  let booking: RunningService<DB, BookingEnv>;
  const properties = new Map<string, Property>();
  const seen: { subject: string; open: string[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('booking-hold-connections');
    prefix = uniquePrefix();
    const env = testEnv({
      databaseUrl: database.url,
      prefix,
      BOOKING_HOLD_SWEEP_SECONDS: '3600',
      DATABASE_POOL_MAX: '4',
    });
    const listing = await startService<unknown>({
      name: 'listing',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(ListingRpc.getProperty, async ({ id }) => {
          seen.push({ subject: 'listing.getProperty', open: await idleTransactions(ctx.db) });
          const property = properties.get(id);
          if (!property) throw new Error(`unknown property ${id}`);
          return property;
        });
        ctx.rpc.handle(ListingRpc.getListing, async ({ id }) => {
          seen.push({ subject: 'listing.getListing', open: await idleTransactions(ctx.db) });
          const property = properties.get(id);
          if (!property) throw new Error(`unknown property ${id}`);
          return fakeListingOf(property);
        });
      },
      overrides: { env },
    });
    const pricing = await startService<unknown>({
      name: 'pricing',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(PricingRpc.quote, async (request) => {
          seen.push({ subject: 'pricing.quote', open: await idleTransactions(ctx.db) });
          const property = properties.get(request.propertyId);
          if (!property) throw new Error(`unknown property ${request.propertyId}`);
          return quoteFor(property, request);
        });
      },
      overrides: { env },
    });
    services = [
      listing as RunningService<unknown, Record<string, never>>,
      pricing as RunningService<unknown, Record<string, never>>,
    ];
    booking = await startBookingService(env);
  });

  afterAll(async () => {
    await booking.stop();
    for (const service of services) await service.stop();
    await deleteStreams(prefix);
    await database.drop();
  });

  const add = (property: Property) => {
    properties.set(property.id, property);
    return property;
  };
  const stay = (property: Property, checkIn: number): HoldRequest => ({
    propertyId: property.id,
    checkIn: santiagoDate(checkIn),
    checkOut: santiagoDate(checkIn + 2),
    guests: 2,
  });
  const hold = (request: HoldRequest, actor: Actor, key: string) =>
    booking.ctx.client.call(BookingRpc.hold, request, { actor, idempotencyKey: key });

  it('asks listing and pricing with no transaction open, and a retry asks neither again', async () => {
    const home = add(fakeProperty());
    const guest: Actor = { userId: randomUUID(), roles: [] };
    const key = randomUUID();
    seen.length = 0;

    const held = await hold(stay(home, 20), guest, key);

    expect(held.status).toBe('pending');
    expect(seen).toEqual([
      { subject: 'listing.getProperty', open: [] },
      { subject: 'pricing.quote', open: [] },
    ]);
    expect(await hold(stay(home, 20), guest, key)).toEqual(held);
    expect(seen).toHaveLength(2);
  });

  it("stores a refusal found before the transaction and replays it with the caller's key", async () => {
    const home = add(fakeProperty());
    const host: Actor = { userId: home.hostId, roles: [] };
    const key = randomUUID();
    seen.length = 0;

    const refused = await errorOf(hold(stay(home, 30), host, key));
    expect(refused.code).toBe('FORBIDDEN');
    expect(seen).toEqual([{ subject: 'listing.getProperty', open: [] }]);

    // The listing changes hands; the same command with the same key still gets its answer.
    properties.set(home.id, { ...home, hostId: randomUUID() });
    const replayed = await errorOf(hold(stay(home, 30), host, key));
    expect(replayed.code).toBe('FORBIDDEN');
    expect(seen).toHaveLength(1);
  });

  it('asks listing with no transaction open when a late payment re-takes a lapsed hold', async () => {
    const home = add(fakeProperty({ instantBook: true }));
    const guest: Actor = { userId: randomUUID(), roles: [] };
    const held = await hold(stay(home, 40), guest, randomUUID());
    await sql`UPDATE bookings SET status = 'expired', expires_at = NULL, closed_at = now()
      WHERE id = ${held.id}`.execute(booking.ctx.db);
    seen.length = 0;

    const eventId = randomUUID();
    const envelope = {
      id: eventId,
      type: PaymentEvents.SUCCEEDED.subject,
      version: PaymentEvents.SUCCEEDED.version,
      occurredAt: new Date().toISOString(),
      data: {
        paymentId: randomUUID(),
        bookingId: held.id,
        provider: 'dev',
        amount: { amount: held.quote.total.amount, currency: 'CLP' },
        captured: true,
      },
    };
    await booking.ctx.nc
      .jetstream()
      .publish(`${prefix}${PaymentEvents.SUCCEEDED.subject}`, JSON.stringify(envelope));
    await waitFor(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM inbox WHERE event_id = ${eventId}`.execute(booking.ctx.db);
      return rows[0]?.n === 1;
    }, 15_000);

    expect(seen).toEqual([{ subject: 'listing.getProperty', open: [] }]);
    const taken = await booking.ctx.client.call(BookingRpc.get, { id: held.id }, { actor: guest });
    expect(taken.status).toBe('confirmed');
  });

  it('asks listing with no transaction open when a host changes the calendar', async () => {
    const home = add(fakeProperty());
    const host: Actor = { userId: home.hostId, roles: [] };
    const range = { propertyId: home.id, start: santiagoDate(50), end: santiagoDate(53) };
    seen.length = 0;

    const blocked = await booking.ctx.client.call(BookingRpc.block, range, { actor: host });
    expect(blocked.blocks).toEqual([
      expect.objectContaining({ start: range.start, end: range.end }),
    ]);
    await booking.ctx.client.call(BookingRpc.unblock, range, { actor: host });
    await booking.ctx.client.call(
      BookingRpc.setWeeklyRules,
      { propertyId: home.id, rules: { blockedWeekdays: [7], openingHours: [] } },
      { actor: host },
    );

    expect(seen).toEqual([
      { subject: 'listing.getListing', open: [] },
      { subject: 'listing.getListing', open: [] },
      { subject: 'listing.getListing', open: [] },
    ]);
  });
});
