import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import { sql } from 'kysely';
import { BookingEvents, NotificationRpc, type Booking } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
} from '@arrendo/kit/testing';
import type { TestDatabase } from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import { FakeBooking, stayBooking } from '@arrendo/booking/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import {
  emailQueue,
  publishEvent,
  startNotificationService,
  sentEmailRow,
} from '../src/testing/helpers.js';

describe('booking notifications (in-app + email, exactly once)', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let queue: Queue;
  let identity: FakeIdentity;
  let bookings: FakeBooking;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifbook');
    const env = testEnv({ databaseUrl: testDb.url, prefix, EMAIL_BACKOFF_MS: '50' });
    identity = new FakeIdentity(env);
    bookings = new FakeBooking(env);
    await identity.start();
    await bookings.start();
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: '', PUBLIC_URL: 'https://arrendo.test' });
    queue = emailQueue(prefix);
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await bookings?.stop();
    await identity?.stop();
    await queue?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  /** A guest who reads Spanish and a host who reads English, both known to identity. */
  function people() {
    const tag = randomUUID().slice(0, 8);
    const guest = identity.add({ email: `ana-${tag}@example.cl`, firstName: 'Ana', locale: 'es' });
    const host = identity.add({
      email: `camila-${tag}@example.cl`,
      firstName: 'Camila',
      locale: 'en',
    });
    return { guest, host };
  }

  const slot = (b: Booking) => ({
    bookingId: b.id,
    propertyId: b.propertyId,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
  });

  const notificationsOf = (bookingId: string) =>
    service.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where(sql<string>`data->>'bookingId'`, '=', bookingId)
      .orderBy('created_at')
      .execute();

  const emailsOf = (bookingId: string) =>
    service.ctx.db
      .selectFrom('email_log')
      .selectAll()
      .where('job_id', 'like', `booking-%-${bookingId}-%`)
      .execute();

  const sentEmail = (jobId: string) => sentEmailRow(service.ctx.db, jobId);

  /** Waits until the consumer has handled (committed) every one of these event ids. */
  const handled = (eventIds: string[]) =>
    waitFor(async () => {
      const rows = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id in (${sql.join(eventIds)})`.execute(
        service.ctx.db,
      );
      return Number(rows.rows[0]?.n) === eventIds.length;
    }, 20_000);

  /** The same event five more times: twice redelivered (same id), three replays (new ids). */
  async function replay(
    definition: (typeof BookingEvents)[keyof typeof BookingEvents],
    data: unknown,
    id: string,
  ) {
    const ids = [id];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await publishEvent(service.ctx.nc, prefix, definition, data, i < 2 ? { id } : {}));
    }
    await handled([...new Set(ids)]);
    // The worker has had its chance to send anything a replay might have queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('REQUESTED: the host gets one request, the guest one "request sent" in Spanish (in-app and email); replays add nothing', async () => {
    const { guest, host } = people();
    const booking = bookings.add(
      stayBooking(guest.userId, host.userId, {
        status: 'requested',
        confirmedAt: null,
        expiresAt: '2026-11-21T15:00:00.000Z',
        payment: {
          state: 'authorized',
          provider: 'dev',
          paid: { amount: 111_900, currency: 'CLP' },
          refunded: { amount: 0, currency: 'CLP' },
        },
      }),
    );
    const data = {
      ...slot(booking),
      guestId: guest.userId,
      hostId: host.userId,
      expiresAt: '2026-11-21T15:00:00.000Z',
    };
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.REQUESTED, data);

    const jobId = `booking-requested-${booking.id}-${host.userId}`;
    const email = await sentEmail(jobId);
    expect(email).toMatchObject({
      to: host.email,
      template: 'booking-request',
      locale: 'en',
      subject: 'New booking request for Cabaña en Pucón',
      transport: 'log',
    });
    expect(email.text).toContain('Ana wants to book Cabaña en Pucón.');
    expect(email.text).toContain('Sat, Nov 21, 12:00 (America/Santiago time)');
    expect(email.text).toContain('Review the request: https://arrendo.test/host/bookings');

    // The guest, in their own language: what their card holds and until when the host may answer.
    const guestJobId = `booking-requested-${booking.id}-${guest.userId}`;
    const sent = await sentEmail(guestJobId);
    expect(sent).toMatchObject({
      to: guest.email,
      template: 'booking-request-sent',
      locale: 'es',
      subject: 'Enviamos tu solicitud para Cabaña en Pucón',
      transport: 'log',
    });
    expect(sent.text).toContain(
      'Camila tiene hasta el sáb, 21 nov, 12:00 (hora de America/Santiago) para responder.',
    );
    expect(sent.text).toContain('Tu tarjeta tiene autorizados CLP$111.900');
    expect(sent.text).toContain('Autorizado en tu tarjeta: CLP$111.900');

    await replay(BookingEvents.REQUESTED, data, id);
    const rows = await notificationsOf(booking.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === guest.userId)).toMatchObject({
      type: 'booking_requested',
      title: 'Solicitud enviada',
      link: `/bookings/${booking.id}`,
      dedupe_key: `requested:${booking.id}:${guest.userId}`,
    });
    expect(rows.find((r) => r.user_id === host.userId)).toMatchObject({
      user_id: host.userId,
      type: 'booking_requested',
      title: 'New booking request',
      link: '/host/bookings',
      status: 'unread',
      dedupe_key: `requested:${booking.id}:${host.userId}`,
    });
    expect(await emailsOf(booking.id)).toHaveLength(2);
    expect((await queue.getJob(jobId))?.attemptsMade).toBe(1);
    await expect(
      service.ctx.client.call(
        NotificationRpc.unreadCount,
        {},
        {
          actor: { userId: host.userId, roles: [] },
        },
      ),
    ).resolves.toEqual({ count: 1 });
  });

  const PLACE = {
    location: 'Pucón, Araucanía',
    address: 'Camino Pucón–Caburgua 4321, parcela 7',
    lat: -39.2371,
    lng: -71.8694,
    instructions: 'Key box code 4471, left of the gate.',
  };

  it('CONFIRMED (instant book): the guest is confirmed in Spanish, the host told in English, once each', async () => {
    const { guest, host } = people();
    const booking = bookings.add(stayBooking(guest.userId, host.userId), PLACE);
    const data = { ...slot(booking), guestId: guest.userId, hostId: host.userId };
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CONFIRMED, data);

    const toGuest = await sentEmail(`booking-confirmed-${booking.id}-${guest.userId}`);
    const toHost = await sentEmail(`booking-confirmed-${booking.id}-${host.userId}`);
    expect(toGuest).toMatchObject({
      to: guest.email,
      template: 'booking-confirmed',
      locale: 'es',
      subject: 'Tu reserva en Cabaña en Pucón está confirmada',
    });
    expect(toGuest.text).toContain('Total pagado: CLP$111.900');
    expect(toGuest.text).toContain(`https://arrendo.test/bookings/${booking.id}`);
    // The confirmed guest's email carries the exact place; the host's and the in-app ones do not.
    expect(toGuest.text).toContain('Dirección: Camino Pucón–Caburgua 4321, parcela 7, Pucón');
    expect(toGuest.text).toContain('mlat=-39.2371&mlon=-71.8694');
    expect(toGuest.text).toContain('Key box code 4471, left of the gate.');
    expect(toHost).toMatchObject({
      to: host.email,
      template: 'booking-new',
      locale: 'en',
      subject: 'New booking: Cabaña en Pucón',
    });
    expect(toHost.text).toContain('Ana booked Cabaña en Pucón.');
    expect(toHost.text).toContain('Your earnings: CLP$100,000');
    expect(toHost.text).not.toContain('4471');

    // A second CONFIRMED (e.g. booking re-emitted after a crash) and redeliveries change nothing.
    await replay(BookingEvents.CONFIRMED, data, id);
    const rows = await notificationsOf(booking.id);
    expect(JSON.stringify(rows)).not.toContain('4471');
    expect(rows.map((r) => [r.user_id, r.title, r.link]).sort()).toEqual(
      [
        [guest.userId, 'Tu reserva está confirmada', `/bookings/${booking.id}`],
        [host.userId, 'New booking', '/host/bookings'],
      ].sort(),
    );
    expect(await emailsOf(booking.id)).toHaveLength(2);
  });

  it('CONFIRMED after the host accepted: only the guest hears, "your request was accepted"', async () => {
    const { guest, host } = people();
    const booking = bookings.add(stayBooking(guest.userId, host.userId), PLACE);
    const data = { ...slot(booking), guestId: guest.userId, hostId: host.userId, accepted: true };
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CONFIRMED, data);
    const email = await sentEmail(`booking-confirmed-${booking.id}-${guest.userId}`);
    expect(email).toMatchObject({
      template: 'booking-accepted',
      subject: 'Tu solicitud para Cabaña en Pucón fue aceptada',
    });
    expect(email.text).toContain('Camila aceptó tu solicitud');
    expect(email.text).toContain('Dirección: Camino Pucón–Caburgua 4321, parcela 7, Pucón');
    expect(email.text).toContain('Instrucciones de llegada de Camila:');
    expect(email.text).toContain('Key box code 4471, left of the gate.');
    await replay(BookingEvents.CONFIRMED, data, id);
    const rows = await notificationsOf(booking.id);
    expect(rows.map((r) => r.user_id)).toEqual([guest.userId]);
    expect(await emailsOf(booking.id)).toHaveLength(1);
  });

  it('CONFIRMED handled after the booking was cancelled: the email has no exact place', async () => {
    const { guest, host } = people();
    const booking = bookings.add(
      stayBooking(guest.userId, host.userId, { status: 'cancelled' }),
      PLACE,
    );
    const data = { ...slot(booking), guestId: guest.userId, hostId: host.userId };
    await publishEvent(service.ctx.nc, prefix, BookingEvents.CONFIRMED, data);
    const toGuest = await sentEmail(`booking-confirmed-${booking.id}-${guest.userId}`);
    expect(toGuest.text).not.toContain('Caburgua');
    expect(toGuest.text).not.toContain('4471');
  });

  it('CANCELLED by the guest: both told, the guest with the refund in CLP', async () => {
    const { guest, host } = people();
    const booking = bookings.add(
      stayBooking(guest.userId, host.userId, {
        status: 'cancelled',
        cancellation: {
          by: 'guest',
          reason: 'guest_cancelled',
          at: '2026-11-25T12:00:00.000Z',
          refundPercent: 50,
          refund: { amount: 45_000, currency: 'CLP' },
        },
      }),
    );
    const data = {
      ...slot(booking),
      by: 'guest',
      reason: 'guest_cancelled',
      guestId: guest.userId,
      hostId: host.userId,
      refund: { amount: 45_000, currency: 'CLP' },
    };
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CANCELLED, data);
    const toGuest = await sentEmail(`booking-cancelled-${booking.id}-${guest.userId}`);
    const toHost = await sentEmail(`booking-cancelled-${booking.id}-${host.userId}`);
    expect(toGuest.subject).toBe('Tu reserva en Cabaña en Pucón está cancelada');
    expect(toGuest.text).toContain('Te reembolsaremos CLP$45.000');
    expect(toHost.subject).toBe('Ana cancelled their booking at Cabaña en Pucón');
    // The guest's refund is not the host's business. Not just "45": the random booking code in
    // the text can hold those two digits (it did: 369E4551).
    expect(toHost.text).not.toMatch(/45[.,]000|refund|reembols/i);

    await replay(BookingEvents.CANCELLED, data, id);
    const rows = await notificationsOf(booking.id);
    expect(rows).toHaveLength(2);
    const guestRow = rows.find((r) => r.user_id === guest.userId);
    expect(guestRow?.body).toBe('Cancelaste tu reserva en Cabaña en Pucón. Reembolso: CLP$45.000.');
    expect(guestRow?.data).toMatchObject({ reason: 'guest_cancelled', refund: 45_000 });
    expect(await emailsOf(booking.id)).toHaveLength(2);
  });

  it('CANCELLED by a decline: the guest by email, the host who declined in the app only', async () => {
    const { guest, host } = people();
    const booking = bookings.add(
      stayBooking(guest.userId, host.userId, { status: 'declined', confirmedAt: null }),
    );
    const data = {
      ...slot(booking),
      by: 'host',
      reason: 'host_declined',
      guestId: guest.userId,
      hostId: host.userId,
      refund: { amount: 111_900, currency: 'CLP' },
    };
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CANCELLED, data);
    const toGuest = await sentEmail(`booking-cancelled-${booking.id}-${guest.userId}`);
    expect(toGuest.subject).toBe('Tu solicitud para Cabaña en Pucón fue rechazada');
    expect(toGuest.text).toContain('CLP$111.900');
    await replay(BookingEvents.CANCELLED, data, id);
    const rows = await notificationsOf(booking.id);
    expect(rows.map((r) => [r.user_id, r.title]).sort()).toEqual(
      [
        [guest.userId, 'Tu solicitud fue rechazada'],
        [host.userId, 'Request declined'],
      ].sort(),
    );
    const emails = await emailsOf(booking.id);
    expect(emails.map((e) => e.to)).toEqual([guest.email]);
  });

  it('an unpaid checkout hold the guest dropped sends nothing to anyone', async () => {
    const { guest, host } = people();
    const booking = bookings.add(
      stayBooking(guest.userId, host.userId, {
        status: 'cancelled',
        confirmedAt: null,
        payment: {
          state: 'unpaid',
          provider: null,
          paid: { amount: 0, currency: 'CLP' },
          refunded: { amount: 0, currency: 'CLP' },
        },
      }),
    );
    const data = {
      ...slot(booking),
      by: 'guest',
      reason: 'guest_cancelled',
      guestId: guest.userId,
      refund: { amount: 0, currency: 'CLP' },
    };
    const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CANCELLED, data);
    await handled([id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notificationsOf(booking.id)).toEqual([]);
    expect(await emailsOf(booking.id)).toEqual([]);
  });

  it('a deleted account gets nothing; the other party still does', async () => {
    const { guest } = people();
    const goneHost = randomUUID();
    const booking = bookings.add(stayBooking(guest.userId, goneHost));
    const data = { ...slot(booking), guestId: guest.userId, hostId: goneHost };
    await publishEvent(service.ctx.nc, prefix, BookingEvents.CONFIRMED, data);
    await sentEmail(`booking-confirmed-${booking.id}-${guest.userId}`);
    const rows = await notificationsOf(booking.id);
    expect(rows.map((r) => r.user_id)).toEqual([guest.userId]);
    // Without the host's name the guest's email still reads well.
    expect(await emailsOf(booking.id)).toHaveLength(1);
  });

  it('identity down: nothing is written, and the redelivered event sends once identity is back', async () => {
    const { guest, host } = people();
    const booking = bookings.add(stayBooking(guest.userId, host.userId));
    await identity.stop();
    try {
      const data = { ...slot(booking), guestId: guest.userId, hostId: host.userId };
      const id = await publishEvent(service.ctx.nc, prefix, BookingEvents.CONFIRMED, data);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await notificationsOf(booking.id)).toEqual([]);
      const inbox = await sql`select 1 from inbox where event_id = ${id}`.execute(service.ctx.db);
      expect(inbox.rows).toHaveLength(0);
    } finally {
      await identity.start();
    }
    await sentEmail(`booking-confirmed-${booking.id}-${guest.userId}`);
    await sentEmail(`booking-confirmed-${booking.id}-${host.userId}`);
    expect(await notificationsOf(booking.id)).toHaveLength(2);
  }, 40_000);
});
