import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BookingEvents, BookingRpc, IdentityRpc, ListingEvents } from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  idleTransactions,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { stayBooking } from '@arrendo/booking/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { publishEvent, startNotificationService } from '../src/testing/helpers.js';

describe('notification: an event holds no connection while identity and booking answer', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let standIns: RunningService<unknown, Record<string, never>>[];
  /** Every question the stand-ins were asked, with the transactions open at that moment. */
  const seen: { subject: string; open: string[] }[] = [];
  const guestId = randomUUID();
  const hostId = randomUUID();
  const booking = stayBooking(guestId, hostId);

  beforeAll(async () => {
    testDb = await createTestDatabase('notifeventconn');
    const env = testEnv({ databaseUrl: testDb.url, prefix });
    const identity = await startService<unknown>({
      name: 'identity',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(IdentityRpc.contact, async ({ userId }) => {
          seen.push({ subject: 'identity.contact', open: await idleTransactions(ctx.db) });
          return { userId, email: `${userId}@example.cl`, firstName: 'Ana', locale: 'es' as const };
        });
      },
      overrides: { env },
    });
    const bookings = await startService<unknown>({
      name: 'booking',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(BookingRpc.get, async () => {
          seen.push({ subject: 'booking.get', open: await idleTransactions(ctx.db) });
          return booking;
        });
        ctx.rpc.handle(BookingRpc.arrival, async () => {
          seen.push({ subject: 'booking.arrival', open: await idleTransactions(ctx.db) });
          return {
            bookingId: booking.id,
            location: 'Pucón, Araucanía',
            address: 'Camino al Volcán 1234',
            lat: -39.28,
            lng: -71.95,
            instructions: 'Caja de llaves junto a la puerta: 4821',
          };
        });
      },
      overrides: { env },
    });
    standIns = [identity, bookings] as RunningService<unknown, Record<string, never>>[];
    service = await startNotificationService(env);
  });

  afterAll(async () => {
    await service?.stop();
    for (const standIn of standIns ?? []) await standIn.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const handled = (eventId: string) =>
    waitFor(async () => {
      const rows = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id = ${eventId}`.execute(service.ctx.db);
      return Number(rows.rows[0]?.n) === 1;
    }, 20_000);

  const notificationsOf = (type: string) =>
    service.ctx.db.selectFrom('notifications').select('user_id').where('type', '=', type).execute();

  it('a confirmed booking: booking, its arrival and both people asked before the inbox transaction', async () => {
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CONFIRMED, {
      bookingId: booking.id,
      propertyId: booking.propertyId,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      guestId,
      hostId,
    });
    await handled(id);
    expect((await notificationsOf('booking_confirmed')).map((row) => row.user_id).sort()).toEqual(
      [guestId, hostId].sort(),
    );
    expect(seen.map((question) => question.subject)).toEqual([
      'booking.get',
      'booking.arrival',
      'identity.contact',
      'identity.contact',
    ]);
    expect(seen.filter((question) => question.open.length > 0)).toEqual([]);
  });

  it('a published listing: its host asked before the inbox transaction', async () => {
    seen.length = 0;
    const propertyId = randomUUID();
    const id = await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_PUBLISHED, {
      propertyId,
      hostId,
      listingType: 'home',
      category: 'stay',
      subcategory: 'apartment',
      title: 'Cabaña frente al lago',
      by: 'host',
    });
    await handled(id);
    expect((await notificationsOf('listing_published')).map((row) => row.user_id)).toEqual([
      hostId,
    ]);
    expect(seen).toEqual([{ subject: 'identity.contact', open: [] }]);
  });
});
