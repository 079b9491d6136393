import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { DEFAULT_TIME_ZONE, todayIn, type AdminDashboardResponse } from '@arrendo/contracts';
import { openQueue } from '@arrendo/kit';
import {
  createTestDatabase,
  queuePrefixFor,
  redisUrl,
  testEnv,
  uniquePrefix,
} from '@arrendo/kit/testing';
import { startBookingService } from '@arrendo/booking/testing';
import { startPaymentService } from '@arrendo/payment/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeAdmin } from './accounts.js';
import { client, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/**
 * `GET /api/admin/dashboard` against the real identity, listing, booking and payment services:
 * its figures are the rows this test makes (two accounts, two bookings, two fees, two open
 * payout lines, two jobs), each counted in the period it falls in; a service that stops answering
 * leaves its section unavailable and the rest of the page still answers.
 */
describe('admin dashboard route', () => {
  const prefix = uniquePrefix();
  const queuePrefix = queuePrefixFor(prefix);
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let booking: Awaited<ReturnType<typeof startBookingService>>;
  let payment: Awaited<ReturnType<typeof startPaymentService>> | undefined;
  const databases: { drop(): Promise<void> }[] = [];
  let redis: Redis;
  let app: FastifyInstance;
  let browser: Client;
  let ops: Jar;
  let guest: Jar;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    listing = await startListing(prefix);
    const bookingDb = await createTestDatabase('bff_dashboard_booking');
    const paymentDb = await createTestDatabase('bff_dashboard_payment');
    databases.push(bookingDb, paymentDb);
    booking = await startBookingService(testEnv({ databaseUrl: bookingDb.url, prefix }));
    payment = await startPaymentService(testEnv({ databaseUrl: paymentDb.url, prefix }));
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: prefix, QUEUE_PREFIX: queuePrefix });
    browser = client(app);
    ops = await becomeAdmin(
      app,
      await signUp(browser, identity.codeFor, `ops-${randomUUID()}@example.com`),
    );
    guest = await signUp(browser, identity.codeFor, `guest-${randomUUID()}@example.com`);

    // Two bookings: one confirmed now that begins in ten days; one confirmed 40 days ago (in
    // the 90-day period, not the 30-day one) and cancelled now.
    const insertBooking = (b: {
      status: 'confirmed' | 'cancelled';
      startsInDays: number;
      confirmedAt: Date;
      cancelledAt: Date | null;
    }) => {
      const start = new Date(Date.now() + b.startsInDays * DAY);
      const end = new Date(start.getTime() + 2 * DAY);
      const date = (d: Date) => d.toISOString().slice(0, 10);
      const cancelled = b.cancelledAt !== null;
      return sql`
        INSERT INTO bookings (id, property_id, host_id, guest_id, status, kind, guests, check_in,
          check_out, time_zone, period, total_clp, confirmed_at, requested_at, cancelled_by,
          cancel_reason, cancelled_at, refund_percent, refund_clp, closed_at)
        VALUES (${randomUUID()}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, ${b.status},
          'stay', 2, ${date(start)}, ${date(end)}, ${DEFAULT_TIME_ZONE},
          tstzrange(${start}, ${end}, '[)'), 111900, ${b.confirmedAt}, ${b.confirmedAt},
          ${cancelled ? 'guest' : null}, ${cancelled ? 'guest_cancelled' : null}, ${b.cancelledAt},
          ${cancelled ? 100 : null}, ${cancelled ? 111900 : null}, ${b.cancelledAt})`.execute(
        booking.ctx.db,
      );
    };
    await insertBooking({
      status: 'confirmed',
      startsInDays: 10,
      confirmedAt: new Date(),
      cancelledAt: null,
    });
    await insertBooking({
      status: 'cancelled',
      startsInDays: 20,
      confirmedAt: daysAgo(40),
      cancelledAt: new Date(),
    });

    // Two captured payments' fees: 10 000 (+1 900 IVA) today and 5 000 (+950) 40 days ago.
    const fee = async (at: Date, platformFee: number, vat: number) => {
      const paymentId = randomUUID();
      await payment!.ctx.db
        .insertInto('payments')
        .values({
          id: paymentId,
          booking_id: randomUUID(),
          guest_id: randomUUID(),
          host_id: randomUUID(),
          attempt: 1,
          provider: 'stripe',
          method: 'card',
          capture_method: 'automatic',
          status: 'succeeded',
          amount: 100_000 + platformFee + vat,
          base_amount: 100_000,
          platform_fee: platformFee,
          vat_amount: vat,
          idempotency_key: randomUUID(),
          captured_at: at,
        })
        .execute();
      await payment!.ctx.db
        .insertInto('ledger_entries')
        .values({
          ref: `capture:${paymentId}`,
          payment_id: paymentId,
          gross: 100_000 + platformFee + vat,
          platform_fee: platformFee,
          vat,
          created_at: at,
        })
        .execute();
    };
    await fee(new Date(), 10_000, 1_900);
    await fee(daysAgo(40), 5_000, 950);

    // Owed to hosts: 50 000 not released yet, 85 000 released and in no payout.
    const line = (amount: number, releaseAt: Date) =>
      payment!.ctx.db
        .insertInto('payout_lines')
        .values({
          id: randomUUID(),
          ref: `booking:${randomUUID()}`,
          host_id: randomUUID(),
          kind: 'booking',
          booking_id: randomUUID(),
          payment_id: null,
          property_id: randomUUID(),
          starts_at: releaseAt,
          ends_at: new Date(releaseAt.getTime() + DAY),
          amount,
          release_at: releaseAt,
          note: null,
          created_by: null,
        })
        .execute();
    await line(50_000, new Date(Date.now() + 5 * DAY));
    await line(85_000, daysAgo(3));

    // One job waiting and one delayed, on a queue of the services' prefix.
    redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    const queue = openQueue('dashboard-test.jobs', redis, queuePrefix);
    await queue.add('now', { n: 1 });
    await queue.add('later', { n: 2 }, { delay: 60 * 60_000 });
    await queue.close();
  });

  afterAll(async () => {
    await app?.close();
    await redis?.quit();
    await payment?.stop();
    await booking?.stop();
    await listing?.stop();
    await identity?.stop();
    await Promise.all(databases.map((d) => d.drop()));
  });

  const dashboard = async (days?: number) => {
    const res = await browser.get(`/api/admin/dashboard${days ? `?days=${days}` : ''}`, ops);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminDashboardResponse>();
  };

  it('refuses anyone but an admin, and a period it does not offer', async () => {
    expect((await browser.get('/api/admin/dashboard')).statusCode).toBe(401);
    expect((await browser.get('/api/admin/dashboard', guest)).statusCode).toBe(403);
    const bad = await browser.get('/api/admin/dashboard?days=7', ops);
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json<{ error: { details: { fields: { path: string }[] } } }>().error.details.fields,
    ).toEqual([expect.objectContaining({ path: 'days' })]);
  });

  it('counts what was made, each in its period', async () => {
    const publishedNow = await listing.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const month = await dashboard();
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    expect(month).toMatchObject({ days: 30, to: today });
    expect(month.users).toEqual({ status: 'ok', total: 2, newInPeriod: 2 });
    expect(month.listings).toMatchObject({ status: 'ok', published: Number(publishedNow.n) });
    expect(month.bookings).toEqual({
      status: 'ok',
      confirmedInPeriod: 1,
      cancelledInPeriod: 1,
      upcoming: 1,
    });
    expect(month.money).toEqual({
      status: 'ok',
      currency: 'CLP',
      platformFees: 10_000,
      vat: 1_900,
      owed: 135_000,
      payoutsUpcoming: 50_000,
      payoutsReady: 85_000,
      payoutsScheduled: 0,
      paidInPeriod: 0,
    });
    expect(month.deadLetters).toMatchObject({ status: 'ok', unresolved: 0 });
    expect(month.queues.status).toBe('ok');
    if (month.queues.status === 'ok') {
      expect(month.queues.queues).toContainEqual({
        name: 'dashboard-test.jobs',
        waiting: 1,
        active: 0,
        delayed: 1,
        failed: 0,
      });
    }

    // Every date of the period, today's holding today's rows.
    expect(month.series).toHaveLength(30);
    expect(month.series[0]?.date).toBe(month.from);
    expect(month.series.at(-1)).toEqual({
      date: today,
      newUsers: 2,
      bookingsConfirmed: 1,
      platformFees: 10_000,
    });
    const sum = (key: 'newUsers' | 'bookingsConfirmed' | 'platformFees') =>
      month.series.reduce((s, p) => s + (p[key] ?? 0), 0);
    expect([sum('newUsers'), sum('bookingsConfirmed'), sum('platformFees')]).toEqual([
      2, 1, 10_000,
    ]);

    const quarter = await dashboard(90);
    expect(quarter.series).toHaveLength(90);
    expect(quarter.bookings).toMatchObject({ confirmedInPeriod: 2, cancelledInPeriod: 1 });
    expect(quarter.money).toMatchObject({ platformFees: 15_000, vat: 2_850 });
    const fortyDaysAgo = todayIn(DEFAULT_TIME_ZONE, daysAgo(40));
    expect(quarter.series.find((p) => p.date === fortyDaysAgo)).toMatchObject({
      bookingsConfirmed: 1,
      platformFees: 5_000,
    });
  });

  it('marks a service that does not answer unavailable and shows the rest', async () => {
    await payment?.stop();
    payment = undefined;
    const month = await dashboard();
    expect(month.money).toEqual({ status: 'unavailable' });
    expect(month.series.every((p) => p.platformFees === null)).toBe(true);
    expect(month.users).toMatchObject({ status: 'ok', total: 2 });
    expect(month.bookings).toMatchObject({ status: 'ok', confirmedInPeriod: 1 });
    expect(month.deadLetters).toMatchObject({ status: 'ok' });
    if (month.deadLetters.status === 'ok') {
      expect(month.deadLetters.unavailableServices).toContain('payment');
    }
  });
});
