import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  IdentityEvents,
  NotificationPushRpc,
  type Actor,
  type PushSubscribeRequest,
} from '@arrendo/contracts';
import { createLogger, producerConnection, queueNameFor, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  queuePrefixFor,
  redisUrl,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { PUSH_QUEUE } from '../src/push/job.js';
import { queuePush } from '../src/push/queue.js';
import { prunePushDeliveriesTask } from '../src/push/prune.js';
import { loadVapidKeys } from '../src/push/vapid.js';
import { publishEvent, startNotificationService } from '../src/testing/helpers.js';
import { startWorkerApp, type WorkerApp } from '../src/worker-app.js';
import {
  startLocalPushService,
  type LocalPushService,
  type TestBrowser,
} from './push-local-service.js';

const SUBJECT = 'mailto:push-test@arrendo.cl';

/**
 * Web push end to end: the service stores a browser's subscription, a handler decides a push
 * (`queuePush`), the relay queues it, the worker signs, encrypts and sends it to a push service
 * running here, which checks the VAPID JWT and decrypts the payload as the browser would.
 */
describe('notification: web push', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let pushService: LocalPushService;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let queue: Queue;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifpush');
    pushService = await startLocalPushService();
    // No VAPID keys in the environment: the first process generates and stores the pair.
    const env = testEnv({
      databaseUrl: testDb.url,
      prefix,
      VAPID_SUBJECT: SUBJECT,
      PUSH_BACKOFF_MS: '50',
    });
    service = await startNotificationService(env);
    // Retries below log warnings by design.
    worker = await startWorkerApp({ ...env, LOG_LEVEL: 'error' });
    queue = new Queue(queueNameFor('notification', PUSH_QUEUE), {
      connection: producerConnection(redisUrl()),
      prefix: queuePrefixFor(prefix),
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await queue?.close();
    await pushService?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const actor = (): Actor => ({ userId: randomUUID(), roles: [], locale: 'es' });
  const call = {
    subscribe: (who: Actor, browser: TestBrowser, input: Partial<PushSubscribeRequest> = {}) =>
      service.ctx.client.call(
        NotificationPushRpc.subscribe,
        { endpoint: browser.endpoint, keys: browser.keys, userAgent: 'vitest', ...input },
        { actor: who },
      ),
    count: (who: Actor) => service.ctx.client.call(NotificationPushRpc.count, {}, { actor: who }),
  };

  const subscriptionId = async (browser: TestBrowser) =>
    (
      await service.ctx.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', browser.endpoint)
        .executeTakeFirstOrThrow()
    ).id;

  const decide = (userId: string, jobId: string, title = 'Reserva confirmada') =>
    service.ctx.db.transaction().execute((trx) =>
      queuePush(
        trx,
        {
          userId,
          title,
          body: 'Tu estadía empieza el 3 de enero',
          link: '/bookings/b-1',
          tag: 'booking-b-1',
        },
        jobId,
      ),
    );

  const to = (browser: TestBrowser) =>
    pushService.received.filter((r) => browser.endpoint.endsWith(r.path));

  const queueIdle = async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    const outbox = await service.ctx.db.selectFrom('push_outbox').select('job_id').execute();
    return outbox.length === 0 && Object.values(counts).every((n) => n === 0);
  };

  it('generates one VAPID key pair that every process uses, and serves its public half', async () => {
    const logger = createLogger({ name: 'push-test', level: 'silent' });
    const env = { VAPID_SUBJECT: SUBJECT, NODE_ENV: 'test' };
    const [a, b] = await Promise.all([
      loadVapidKeys(service.ctx.db, env, logger),
      loadVapidKeys(service.ctx.db, env, logger),
    ]);
    expect(a).toEqual(b);
    const rows = await service.ctx.db.selectFrom('vapid_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    const answer = await service.ctx.client.call(NotificationPushRpc.publicKey, {}, {});
    expect(answer.publicKey).toBe(rows[0]?.public_key);
    expect(answer.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('delivers a decided push once, signed with the stored key and readable only by the browser', async () => {
    const guest = actor();
    const browser = pushService.newBrowser();
    expect(await call.subscribe(guest, browser)).toEqual({ count: 1 });
    const { publicKey } = await service.ctx.client.call(NotificationPushRpc.publicKey, {}, {});

    const jobId = `booking_confirmed:${randomUUID()}:${guest.userId}`;
    await decide(guest.userId!, jobId);
    // The same decision twice (a redelivered event) is one push.
    await decide(guest.userId!, jobId);

    const [push] = await waitFor(() => (to(browser).length > 0 ? to(browser) : undefined));
    await waitFor(queueIdle);
    expect(to(browser)).toHaveLength(1);
    expect(push?.problems).toEqual([]);
    expect(push?.vapidPublicKey).toBe(publicKey);
    expect(push?.jwt?.sub).toBe(SUBJECT);
    expect(push?.jwt?.aud).toBe(pushService.origin);
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.headers.urgency).toBe('normal');
    expect(push?.payload).toEqual({
      title: 'Reserva confirmada',
      body: 'Tu estadía empieza el 3 de enero',
      link: '/bookings/b-1',
      tag: 'booking-b-1',
    });
  });

  it('retries a push the push service could not take, and shows it once', async () => {
    const guest = actor();
    const browser = pushService.newBrowser();
    await call.subscribe(guest, browser);
    pushService.answerNext(503);
    await decide(guest.userId!, `retry-${randomUUID()}`, 'Nuevo mensaje');
    await waitFor(() => to(browser).some((r) => r.status === 201));
    await waitFor(queueIdle);
    expect(to(browser).map((r) => r.status)).toEqual([503, 201]);
    expect(to(browser)[1]?.payload).toMatchObject({ title: 'Nuevo mensaje' });
    // The job is done; queueing its id again (a relay that died before removing the row)
    // sends nothing more.
    const id = await subscriptionId(browser);
    const done = (await queue.getCompleted()).find(
      (j) => (j.data as { data: { subscriptionId: string } }).data.subscriptionId === id,
    );
    expect(done?.returnvalue).toBe('sent');
    const deliveries = await service.ctx.db
      .selectFrom('push_deliveries')
      .selectAll()
      .where('job_id', '=', done!.id!)
      .execute();
    expect(deliveries).toHaveLength(1);
    await done!.remove();
    await queue.add(done!.name, done!.data, { jobId: done!.id! });
    await waitFor(async () => (await queue.getJob(done!.id!))?.returnvalue === 'duplicate');
    expect(to(browser)).toHaveLength(2);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const guest = actor();
    const gone = pushService.newBrowser();
    const kept = pushService.newBrowser();
    await call.subscribe(guest, gone);
    expect(await call.subscribe(guest, kept)).toEqual({ count: 2 });
    const goneId = await subscriptionId(gone);
    // Queue order is the subscriptions' order: the first device's push meets the 410.
    pushService.answerNext(410);
    await decide(guest.userId!, `gone-${randomUUID()}`);
    await waitFor(() => to(gone).length === 1 && to(kept).length === 1);
    await waitFor(queueIdle);
    expect(to(gone)[0]?.status).toBe(410);
    expect(await call.count(guest)).toEqual({ count: 1 });
    const left = await service.ctx.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('id', '=', goneId)
      .execute();
    expect(left).toEqual([]);
  });

  it('sends the test push to each device, marked to close itself', async () => {
    const host: Actor = { ...actor(), locale: 'en' };
    const browser = pushService.newBrowser();
    await call.subscribe(host, browser);
    const reply = await service.ctx.client.call(NotificationPushRpc.test, {}, { actor: host });
    expect(reply).toEqual({ devices: 1 });
    const [push] = await waitFor(() => (to(browser).length > 0 ? to(browser) : undefined));
    expect(push?.problems).toEqual([]);
    expect(push?.headers.urgency).toBe('high');
    expect(push?.payload).toEqual({
      title: 'Push notifications are on',
      body: expect.stringContaining('closes by itself') as unknown,
      link: '/notifications/settings',
      tag: 'push-test',
      test: true,
    });
    const nobody = await service.ctx.client.call(NotificationPushRpc.test, {}, { actor: actor() });
    expect(nobody).toEqual({ devices: 0 });
  });

  it('moves a browser to whoever subscribes it next, and never pushes the old owner there', async () => {
    const first = actor();
    const second = actor();
    const browser = pushService.newBrowser();
    await call.subscribe(first, browser);
    expect(await call.subscribe(second, browser)).toEqual({ count: 1 });
    expect(await call.count(first)).toEqual({ count: 0 });
    // Someone with only the endpoint (other keys) cannot take it.
    const stranger = pushService.newBrowser();
    await expect(call.subscribe(actor(), browser, { keys: stranger.keys })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // The first owner's push finds no device of theirs.
    await decide(first.userId!, `moved-${randomUUID()}`);
    await waitFor(queueIdle);
    expect(to(browser)).toHaveLength(0);
    // Unsubscribing someone else's endpoint changes nothing.
    await service.ctx.client.call(
      NotificationPushRpc.unsubscribe,
      { endpoint: browser.endpoint },
      { actor: first },
    );
    expect(await call.count(second)).toEqual({ count: 1 });
    const after = await service.ctx.client.call(
      NotificationPushRpc.unsubscribe,
      { endpoint: browser.endpoint },
      { actor: second },
    );
    expect(after).toEqual({ count: 0 });
  });

  it('refuses bad subscriptions by field, and anonymous callers', async () => {
    const who = actor();
    const browser = pushService.newBrowser();
    const refused = (input: Partial<PushSubscribeRequest>, as: Actor = who) =>
      call.subscribe(as, browser, input).then(
        () => undefined,
        (err: { code: string; details?: { fields?: { path: string }[] } }) => ({
          code: err.code,
          fields: err.details?.fields?.map((f) => f.path),
        }),
      );
    expect(await refused({ keys: { p256dh: 'short', auth: browser.keys.auth } })).toEqual({
      code: 'VALIDATION',
      fields: ['keys.p256dh'],
    });
    expect(await refused({ keys: { p256dh: browser.keys.p256dh, auth: 'AAAA' } })).toEqual({
      code: 'VALIDATION',
      fields: ['keys.auth'],
    });
    expect(await refused({ endpoint: 'http://push.example.com/x' })).toEqual({
      code: 'VALIDATION',
      fields: ['endpoint'],
    });
    expect(await refused({ endpoint: 'ftp://push.example.com/x' })).toMatchObject({
      code: 'VALIDATION',
    });
    expect(await refused({}, ANONYMOUS)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('prunes delivery records a month old, and keeps the recent ones', async () => {
    const db = service.ctx.db;
    const old = `push-old-${randomUUID()}`;
    const recent = `push-recent-${randomUUID()}`;
    await db
      .insertInto('push_deliveries')
      .values([
        {
          job_id: old,
          subscription_id: randomUUID(),
          delivered_at: new Date(Date.now() - 31 * 86_400_000),
        },
        {
          job_id: recent,
          subscription_id: randomUUID(),
          delivered_at: new Date(Date.now() - 29 * 86_400_000),
        },
      ])
      .execute();
    await prunePushDeliveriesTask(db).handler({
      scheduledAt: new Date(),
      logger: createLogger({ name: 'push-test', level: 'silent' }),
    });
    const left = await db
      .selectFrom('push_deliveries')
      .select('job_id')
      .where('job_id', 'in', [old, recent])
      .execute();
    expect(left.map((r) => r.job_id)).toEqual([recent]);
  });

  it("forgets a deleted user's devices", async () => {
    const leaving = actor();
    await call.subscribe(leaving, pushService.newBrowser());
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.USER_DELETED, {
      userId: leaving.userId,
    });
    await waitFor(async () => (await call.count(leaving)).count === 0);
    const rows = await sql<{ n: number }>`select count(*)::int as n from push_subscriptions
      where user_id = ${leaving.userId}`.execute(service.ctx.db);
    expect(rows.rows[0]?.n).toBe(0);
  });
});
