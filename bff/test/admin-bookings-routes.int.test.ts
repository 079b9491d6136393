import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AppError,
  BookingRpc,
  PaymentRpc,
  type AdminBookingDetail,
  type AdminBookingTimeline,
  type BookingHistory,
  type PaymentAdminBooking,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import { createTestDatabase, testEnv, uniquePrefix, type TestDatabase } from '@arrendo/kit/testing';
import { stayBooking } from '@arrendo/booking/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeAdmin, signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'admin-bookings-password';
const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

/**
 * `/api/admin/bookings/:id*` (decision 0050): the BFF's composition of one booking's timeline,
 * with the real identity and notification services (the people, and what was sent) and
 * stand-ins for booking and payment answering their admin RPCs as the real ones do.
 */
describe('admin booking routes: detail and timeline', () => {
  const prefix = uniquePrefix();
  const run = randomUUID().slice(0, 8);
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let database: TestDatabase;
  let bookingStandIn: RunningService<unknown, Record<string, never>> | undefined;
  let paymentStandIn: RunningService<unknown, Record<string, never>> | undefined;
  let app: FastifyInstance;
  let admin: Jar;
  let guest: Jar;
  let guestId: string;
  let booking: ReturnType<typeof stayBooking>;
  const paymentId = randomUUID();

  const history = (): BookingHistory => ({
    bookingId: booking.id,
    entries: [
      {
        at: '2027-01-10T12:00:00.000Z',
        kind: 'held',
        by: null,
        reason: null,
        refund: null,
        actorId: null,
        note: null,
      },
      {
        at: '2027-01-10T12:03:00.000Z',
        kind: 'confirmed',
        by: null,
        reason: null,
        refund: null,
        actorId: null,
        note: null,
      },
    ],
  });

  const money = (): PaymentAdminBooking => ({
    bookingId: booking.id,
    payments: [
      {
        id: paymentId,
        bookingId: booking.id,
        guestId,
        hostId: booking.hostId,
        provider: 'dev',
        method: 'card',
        status: 'succeeded',
        amount: clp(111_900),
        baseAmount: clp(100_000),
        platformFee: clp(10_000),
        vatAmount: clp(1_900),
        refundedAmount: clp(0),
        failureMessage: null,
        createdAt: '2027-01-10T12:01:00.000Z',
        updatedAt: '2027-01-10T12:03:00.000Z',
        attempt: 1,
        authorizedAt: null,
        capturedAt: '2027-01-10T12:02:59.000Z',
        failedAt: null,
        cancelledAt: null,
      },
    ],
    refunds: [],
    webhooks: [
      {
        provider: 'dev',
        eventId: `devevt_${paymentId}_succeed`,
        type: 'payment.succeeded',
        paymentId,
        receivedAt: '2027-01-10T12:02:59.000Z',
      },
    ],
    payoutLines: [
      {
        id: randomUUID(),
        kind: 'booking',
        amount: { amount: 100_000, currency: 'CLP' },
        releaseAt: '2027-02-13T12:00:00.000Z',
        payoutId: null,
        createdAt: '2027-01-10T12:03:00.000Z',
      },
    ],
  });

  async function standIn(name: 'booking' | 'payment') {
    return (await startService<unknown>({
      name,
      migrations: {},
      register: (ctx) => {
        const admin = (roles: readonly string[]) => {
          if (!roles.includes('admin')) throw new AppError('FORBIDDEN', 'Admins only');
        };
        const known = (id: string) => {
          if (id !== booking.id) throw new AppError('NOT_FOUND', 'Booking not found');
        };
        if (name === 'booking') {
          ctx.rpc.handle(BookingRpc.adminGet, async ({ id }, call) => {
            admin(call.actor.roles);
            known(id);
            return booking;
          });
          ctx.rpc.handle(BookingRpc.adminHistory, async ({ id }, call) => {
            admin(call.actor.roles);
            known(id);
            return history();
          });
        } else {
          ctx.rpc.handle(PaymentRpc.adminBooking, async (_request, call) => {
            admin(call.actor.roles);
            return money();
          });
        }
      },
      overrides: { env: testEnv({ databaseUrl: database.url, prefix }) },
    })) as RunningService<unknown, Record<string, never>>;
  }

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    database = await createTestDatabase('bff_admin_bookings');
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    guest = await signUp(app, identity, `bookings-guest-${run}@example.com`, PASSWORD);
    guestId = (await app.inject({ method: 'GET', url: '/api/me', cookies: guest })).json<{
      user: { id: string };
    }>().user.id;
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, `bookings-admin-${run}@example.com`, PASSWORD),
    );
    // The host's account does not exist (deleted): the detail shows no one there.
    booking = stayBooking(guestId, randomUUID());
    bookingStandIn = await standIn('booking');
    paymentStandIn = await standIn('payment');
    // What notification sent about it: one in-app notice, and the refund-free confirmation email.
    const db = identity.notification.ctx.db;
    await db
      .insertInto('notifications')
      .values({
        user_id: guestId,
        type: 'booking_confirmed',
        title: 'Booking confirmed',
        data: JSON.stringify({ bookingId: booking.id }),
        created_at: '2027-01-10T12:03:01.000Z',
      })
      .execute();
    await db
      .insertInto('email_log')
      .values({
        job_id: `booking-confirmed-${booking.id}-${guestId}`,
        to: `bookings-guest-${run}@example.com`,
        subject: 'Your booking is confirmed',
        template: 'booking-confirmed',
        locale: 'en',
        text: 'Confirmed',
        html: '<p>Confirmed</p>',
        transport: 'log',
        status: 'sent',
        error: null,
        created_at: '2027-01-10T12:03:02.000Z',
        sent_at: new Date('2027-01-10T12:03:03.000Z'),
      })
      .execute();
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await bookingStandIn?.stop();
    await paymentStandIn?.stop();
    await identity?.stop();
    await database?.drop();
  });

  const get = (url: string, cookies: Jar = admin) => app.inject({ method: 'GET', url, cookies });

  it('refuses visitors and non-admins before asking anyone', async () => {
    const url = `/api/admin/bookings/${booking.id}/timeline`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, guest)).statusCode).toBe(403);
  });

  it('shows the booking with its guest from identity, and a deleted host as nobody', async () => {
    const res = await get(`/api/admin/bookings/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminBookingDetail>();
    expect(detail.booking.id).toBe(booking.id);
    expect(detail.guest).toMatchObject({
      id: guestId,
      email: `bookings-guest-${run}@example.com`,
    });
    expect(detail.host).toBeNull();
    expect((await get(`/api/admin/bookings/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/admin/bookings/not-a-uuid')).statusCode).toBe(400);
  });

  it('composes booking, payment and notification in time order', async () => {
    const res = await get(`/api/admin/bookings/${booking.id}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const timeline = res.json<AdminBookingTimeline>();
    expect(timeline.missing).toEqual([]);
    expect(timeline.entries.map((e) => e.kind)).toEqual([
      'booking.held',
      'payment.started',
      'payment.captured',
      'payment.webhook',
      // Same instant as the payout line: the booking's step first.
      'booking.confirmed',
      'payment.payoutLine',
      'notification.inApp',
      'notification.email',
    ]);
    expect(timeline.entries.find((e) => e.kind === 'notification.email')?.fields).toMatchObject({
      template: 'booking-confirmed',
      status: 'sent',
    });
  });

  it('names a source that does not answer and still shows the rest', async () => {
    await paymentStandIn?.stop();
    paymentStandIn = undefined;
    const res = await get(`/api/admin/bookings/${booking.id}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const timeline = res.json<AdminBookingTimeline>();
    expect(timeline.missing).toEqual(['payment']);
    expect(timeline.entries.map((e) => e.source)).not.toContain('payment');
    expect(timeline.entries.map((e) => e.kind)).toContain('notification.email');
  }, 30_000);
});
