import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AppError,
  BookingEvents,
  MessagingEvents,
  MessagingRpc,
  NotificationRpc,
  PaymentEvents,
  ReviewEvents,
  type Actor,
  type EventDefinition,
  type UnreadDigestReply,
} from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { FakeBooking, stayBooking } from '@arrendo/booking/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { Queue } from 'bullmq';
import { producerConnection, queueNameFor } from '@arrendo/kit';
import { queuePrefixFor, redisUrl } from '@arrendo/kit/testing';
import { MESSAGE_DIGEST_QUEUE, messageDigestJobId } from '../src/inbox/message-digest-job.js';
import { publishEvent, startNotificationService } from '../src/testing/helpers.js';
import { startWorkerApp, type WorkerApp } from '../src/worker-app.js';

const DIGEST_DELAY_MS = 1500;

describe('in-app notifications, switches and the new-messages digest', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let digestQueue: Queue;
  let identity: FakeIdentity;
  let bookings: FakeBooking;
  let messaging: RunningService<unknown, Record<string, never>>;
  /** What the fake messaging answers, by conversation and recipient. */
  const unread = new Map<string, UnreadDigestReply>();

  beforeAll(async () => {
    testDb = await createTestDatabase('notifinbox');
    const env = testEnv({
      databaseUrl: testDb.url,
      prefix,
      EMAIL_BACKOFF_MS: '50',
      MESSAGE_EMAIL_DELAY_MS: String(DIGEST_DELAY_MS),
    });
    identity = await FakeIdentity.start(env);
    bookings = new FakeBooking(env);
    await bookings.start();
    messaging = await startService<unknown>({
      name: 'messaging',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(MessagingRpc.unreadDigest, async (req) => {
          const reply = unread.get(`${req.conversationId}:${req.recipientId}`);
          if (!reply) throw new AppError('NOT_FOUND', 'No such conversation');
          return reply;
        });
      },
      overrides: { env },
    });
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: '', PUBLIC_URL: 'https://arrendo.test' });
    digestQueue = new Queue(queueNameFor('notification', MESSAGE_DIGEST_QUEUE), {
      connection: producerConnection(redisUrl()),
      prefix: queuePrefixFor(prefix),
    });
  });

  afterAll(async () => {
    await digestQueue?.close();
    await worker?.stop();
    await service?.stop();
    await messaging?.stop();
    await bookings?.stop();
    await identity?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const db = () => service.ctx.db;
  const person = (locale: 'en' | 'es' = 'en') =>
    identity.add({ email: `p-${randomUUID().slice(0, 8)}@example.cl`, firstName: 'Ana', locale });
  const actor = (userId: string): Actor => ({ userId, roles: [] });

  async function handled(ids: string[]) {
    await waitFor(async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id in (${sql.join(ids)})`.execute(db());
      return Number(rows[0]?.n) === ids.length;
    }, 20_000);
  }

  /** Publishes the event, then the same data twice more as replays (new ids), and waits. */
  async function publishTwice<D extends EventDefinition>(definition: D, data: unknown) {
    const ids = [
      await publishEvent(service.ctx.nc, prefix, definition, data),
      await publishEvent(service.ctx.nc, prefix, definition, data),
      await publishEvent(service.ctx.nc, prefix, definition, data),
    ];
    await handled(ids);
  }

  const rowsOf = (userId: string) =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  const outboxEmails = (like: string) =>
    db().selectFrom('email_outbox').select('job_id').where('job_id', 'like', like).execute();
  const emailLog = (like: string) =>
    db().selectFrom('email_log').selectAll().where('job_id', 'like', like).execute();

  it('a payout paid: one notification for the host, once, with its email and link', async () => {
    const host = person('es');
    const payoutId = randomUUID();
    await publishTwice(PaymentEvents.PAYOUT_PAID, {
      payoutId,
      hostId: host.userId,
      amount: { amount: 250_000, currency: 'CLP' },
      method: 'bank_transfer',
    });
    const rows = await rowsOf(host.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'payout_paid',
      title: 'Pago enviado',
      link: '/payments?tab=payouts',
      status: 'unread',
    });
    await waitFor(async () => (await emailLog(`payout-paid-${payoutId}`)).length === 1, 10_000);
  });

  it('a refund and a captured payment reach the guest; an authorisation alone does not', async () => {
    const guest = person();
    const host = person();
    const booking = bookings.add(stayBooking(guest.userId, host.userId));
    const ref = { paymentId: randomUUID(), bookingId: booking.id, provider: 'dev' };
    await publishTwice(PaymentEvents.SUCCEEDED, {
      ...ref,
      amount: { amount: 111_900, currency: 'CLP' },
      captured: false,
    });
    expect(await rowsOf(guest.userId)).toHaveLength(0);
    await publishTwice(PaymentEvents.SUCCEEDED, {
      ...ref,
      amount: { amount: 111_900, currency: 'CLP' },
      captured: true,
    });
    await publishTwice(PaymentEvents.REFUNDED, {
      ...ref,
      refundId: 're_1',
      amount: { amount: 50_000, currency: 'CLP' },
      total: { amount: 50_000, currency: 'CLP' },
    });
    const rows = await rowsOf(guest.userId);
    expect(rows.map((r) => r.type).sort()).toEqual(['payment_received', 'refund_issued']);
    expect(rows.every((r) => r.link === `/bookings/${booking.id}`)).toBe(true);
    expect(await rowsOf(host.userId)).toHaveLength(0);
  });

  it('a channel turned off stays off: no in-app row, no email; the others still go', async () => {
    const guest = person();
    const host = person();
    await service.ctx.client.call(
      NotificationRpc.updateSettings,
      {
        settings: [
          { type: 'booking_requested', channel: 'in_app', enabled: false },
          { type: 'booking_requested', channel: 'email', enabled: false },
        ],
      },
      { actor: actor(host.userId) },
    );
    const settings = await service.ctx.client.call(
      NotificationRpc.settings,
      {},
      { actor: actor(host.userId) },
    );
    expect(settings.settings).toContainEqual({
      type: 'booking_requested',
      channel: 'in_app',
      enabled: false,
    });
    expect(settings.settings).toContainEqual({
      type: 'booking_requested',
      channel: 'push',
      enabled: true,
    });
    const booking = bookings.add(
      stayBooking(guest.userId, host.userId, { status: 'requested', confirmedAt: null }),
    );
    await publishTwice(BookingEvents.REQUESTED, {
      bookingId: booking.id,
      propertyId: booking.propertyId,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      guestId: guest.userId,
      hostId: host.userId,
      expiresAt: '2026-11-21T15:00:00.000Z',
    });
    expect(await rowsOf(host.userId)).toHaveLength(0);
    expect(await rowsOf(guest.userId)).toHaveLength(1);
    const hostEmail = `booking-requested-${booking.id}-${host.userId}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outboxEmails(hostEmail)).toHaveLength(0);
    expect(await emailLog(hostEmail)).toHaveLength(0);
    // Decided once all the same (push was left on; the push relay has it from there).
    const decided = await db()
      .selectFrom('notification_deliveries')
      .select('dedupe_key')
      .where('dedupe_key', '=', `requested:${booking.id}:${host.userId}`)
      .execute();
    expect(decided).toHaveLength(1);
  });

  it('lists newest first, marks one and all read, and refuses another user’s id as NOT_FOUND', async () => {
    const host = person();
    for (const amount of [1000, 2000, 3000]) {
      await publishTwice(PaymentEvents.PAYOUT_FAILED, {
        payoutId: randomUUID(),
        hostId: host.userId,
        amount: { amount, currency: 'CLP' },
        method: 'bank_transfer',
        reason: 'Cuenta cerrada',
      });
    }
    const me = { actor: actor(host.userId) };
    const page = await service.ctx.client.call(NotificationRpc.list, { limit: 2 }, me);
    expect(page.items.map((n) => n.data['amount'])).toEqual([3000, 2000]);
    expect(page.nextCursor).not.toBeNull();
    const rest = await service.ctx.client.call(
      NotificationRpc.list,
      { limit: 2, cursor: page.nextCursor ?? '' },
      me,
    );
    expect(rest.items.map((n) => n.data['amount'])).toEqual([1000]);

    const first = page.items[0]?.id as string;
    const stranger = person();
    await expect(
      service.ctx.client.call(
        NotificationRpc.markRead,
        { id: first },
        {
          actor: actor(stranger.userId),
        },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await service.ctx.client.call(NotificationRpc.markRead, { id: first }, me)).toEqual({
      unread: 2,
    });
    const unreadOnly = await service.ctx.client.call(
      NotificationRpc.list,
      { filter: 'unread' },
      me,
    );
    expect(unreadOnly.items).toHaveLength(2);
    expect(await service.ctx.client.call(NotificationRpc.markAllRead, {}, me)).toEqual({
      unread: 0,
    });
    expect((await service.ctx.client.call(NotificationRpc.unreadCount, {}, me)).count).toBe(0);
  });

  it('a review of someone tells them once: "write yours to read it", by email too', async () => {
    const guest = person();
    const host = person();
    const booking = bookings.add(stayBooking(guest.userId, host.userId));
    const reviewId = randomUUID();
    await publishTwice(ReviewEvents.SUBMITTED, {
      reviewId,
      bookingId: booking.id,
      listingId: booking.propertyId,
      authorId: host.userId,
      subjectId: guest.userId,
      authorRole: 'host',
      windowClosesAt: '2026-12-20T12:00:00.000Z',
    });
    const rows = await rowsOf(guest.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'review_received', link: `/bookings/${booking.id}` });
    expect(rows[0]?.body).toContain('write yours to read it');
    await waitFor(async () => (await emailLog(`review-received-${reviewId}`)).length === 1, 10_000);
  });

  it('messages: one notification per conversation; one digest email for several unread, none when read', async () => {
    const guest = person('es');
    const host = person();
    const conversationId = randomUUID();
    const listingId = randomUUID();
    const send = async (preview: string) => {
      const messageId = randomUUID();
      const sentAt = new Date().toISOString();
      await publishTwice(MessagingEvents.MESSAGE_SENT, {
        messageId,
        conversationId,
        listingId,
        senderId: guest.userId,
        recipientId: host.userId,
        preview,
        sentAt,
      });
      return { id: messageId, preview, sentAt };
    };
    const sent = [await send('Hola, ¿hay estacionamiento?'), await send('¿Y se aceptan mascotas?')];
    unread.set(`${conversationId}:${host.userId}`, {
      conversationId,
      listingTitle: 'Cabaña en Pucón',
      senderFirstName: 'Ana',
      messages: sent,
    });
    const rows = await rowsOf(host.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'message_received',
      body: '¿Y se aceptan mascotas?',
      link: `/messages/${conversationId}`,
    });
    expect(rows[0]?.data['count']).toBe(2);
    const digestEmails = `messages-${conversationId}-${host.userId}-%`;
    await waitFor(async () => (await emailLog(digestEmails)).length === 1, 15_000);
    const [email] = await emailLog(digestEmails);
    expect(email?.text).toContain('Hola, ¿hay estacionamiento?');
    expect(email?.text).toContain('¿Y se aceptan mascotas?');

    // A later window whose messages are read by the time it is due: no email.
    await new Promise((resolve) => setTimeout(resolve, DIGEST_DELAY_MS));
    await send('¿Sigues ahí?');
    unread.set(`${conversationId}:${host.userId}`, {
      conversationId,
      listingTitle: 'Cabaña en Pucón',
      senderFirstName: 'Ana',
      messages: [],
    });
    const window = await db()
      .selectFrom('message_digest_windows')
      .select('window_start')
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    const secondJob = messageDigestJobId({
      conversationId,
      recipientId: host.userId,
      windowStart: window.window_start.toISOString(),
    });
    // The second window's job ran, found everything read, and sent nothing.
    await waitFor(
      async () => (await digestQueue.getJob(secondJob))?.finishedOn !== undefined,
      15_000,
    );
    expect((await digestQueue.getJob(secondJob))?.returnvalue).toBe('read');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await emailLog(digestEmails)).toHaveLength(1);
    expect(await rowsOf(host.userId)).toHaveLength(1);
  });
});
