import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import { ANONYMOUS, IdentityEvents, NotificationRpc } from '@arrendo/contracts';
import type { Actor } from '@arrendo/contracts';
import type { z } from 'zod';
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
import {
  emailQueue,
  otpEvent,
  publishEvent,
  startNotificationService,
} from '../src/testing/helpers.js';

describe('log transport (no SMTP configured) and notification RPCs', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let queue: Queue;

  beforeAll(async () => {
    testDb = await createTestDatabase('notiflog');
    const env = testEnv({
      databaseUrl: testDb.url,
      prefix,
      EMAIL_BACKOFF_MS: '50',
    });
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: '' });
    queue = emailQueue(prefix);
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await queue?.close();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const logRow = (jobId: string) =>
    service.ctx.db
      .selectFrom('email_log')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirst();
  // The plain (non-idempotent) subjects; the support ticket has its own test.
  const call = <
    D extends Exclude<
      (typeof NotificationRpc)[keyof typeof NotificationRpc],
      typeof NotificationRpc.createSupportTicket
    >,
  >(
    definition: D,
    data: z.input<D['request']>,
    actor: Actor,
  ) => service.ctx.client.call(definition, data, { actor });

  describe('log transport', () => {
    it('records the code email in email_log, readable there, without sending anything', async () => {
      expect(worker.transport.name).toBe('log');
      const { data, code } = otpEvent({ locale: 'es' });
      await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data);
      const row = await waitFor(async () => {
        const r = await logRow(`otp-${data.codeId}`);
        return r?.status === 'sent' ? r : undefined;
      });
      expect(row).toMatchObject({
        to: data.email,
        transport: 'log',
        template: 'verification-code',
        locale: 'es',
        subject: 'Tu código de verificación de Arrendo',
      });
      // Reading the code from the log is the point of this transport.
      expect(row.text).toContain(code);
      expect(row.html).toContain(code);
    });

    it('sends the welcome email once per user', async () => {
      const userId = randomUUID();
      const event = { userId, email: 'tomas@example.cl', firstName: 'Tomás', locale: 'en' };
      await publishEvent(service.ctx.nc, prefix, IdentityEvents.USER_REGISTERED, event);
      await publishEvent(service.ctx.nc, prefix, IdentityEvents.USER_REGISTERED, event);
      const row = await waitFor(async () => {
        const r = await logRow(`welcome-${userId}`);
        return r?.status === 'sent' ? r : undefined;
      });
      expect(row).toMatchObject({ template: 'welcome', subject: 'Welcome to Arrendo, Tomás!' });
      const job = await queue.getJob(`welcome-${userId}`);
      expect(job?.attemptsMade).toBe(1);
      const rows = await service.ctx.db
        .selectFrom('email_log')
        .select('id')
        .where('to', '=', 'tomas@example.cl')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('skips a code email whose code has already expired', async () => {
      const { data } = otpEvent({
        locale: 'en',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data, {
        occurredAt: new Date(Date.now() - 11 * 60_000).toISOString(),
      });
      const row = await waitFor(async () => {
        const r = await logRow(`otp-${data.codeId}`);
        return r?.status === 'skipped' ? r : undefined;
      });
      expect(row.sent_at).toBeNull();
    });
  });

  describe('rpc.notification.notification.unreadCount', () => {
    it('is 0 for a new user and counts only their unread notifications', async () => {
      const userId = randomUUID();
      const someoneElse = randomUUID();
      const actor: Actor = { userId, roles: [] };
      await expect(call(NotificationRpc.unreadCount, {}, actor)).resolves.toEqual({ count: 0 });

      await service.ctx.db
        .insertInto('notifications')
        .values([
          { user_id: userId, type: 'booking', title: 'Booking confirmed' },
          { user_id: userId, type: 'message', title: 'New message' },
          { user_id: userId, type: 'message', title: 'Old message', status: 'read' },
          { user_id: someoneElse, type: 'message', title: 'Not yours' },
        ])
        .execute();
      await expect(call(NotificationRpc.unreadCount, {}, actor)).resolves.toEqual({ count: 2 });
    });

    it('refuses an anonymous visitor with UNAUTHENTICATED', async () => {
      await expect(call(NotificationRpc.unreadCount, {}, ANONYMOUS)).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });

    it('deletes a user’s notifications when the account is deleted', async () => {
      const userId = randomUUID();
      await service.ctx.db
        .insertInto('notifications')
        .values({ user_id: userId, type: 'message', title: 'Hi' })
        .execute();
      await publishEvent(service.ctx.nc, prefix, IdentityEvents.USER_DELETED, { userId });
      await waitFor(async () => {
        const { count } = await call(NotificationRpc.unreadCount, {}, { userId, roles: [] });
        return count === 0;
      });
    });
  });

  describe('rpc.notification.admin.emails', () => {
    const admin: Actor = { userId: randomUUID(), roles: ['admin'] };

    it('pages through the email log, newest first, for admins', async () => {
      await service.ctx.db
        .insertInto('email_log')
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            job_id: `test-${i}-${randomUUID()}`,
            to: `page${i}@example.cl`,
            subject: `Subject ${i}`,
            template: 'welcome' as const,
            locale: 'en' as const,
            text: 'text',
            html: '<p>html</p>',
            transport: 'log' as const,
            status: 'sent' as const,
            error: null,
            // Same instant for two rows: the id breaks the tie without skipping either.
            created_at: new Date(Date.UTC(2020, 0, 1, 0, 0, i === 4 ? 3 : i)),
          })),
        )
        .execute();
      const total = await service.ctx.db
        .selectFrom('email_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();

      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const reply = await call(
          NotificationRpc.adminEmails,
          { limit: 2, ...(cursor ? { cursor } : {}) },
          admin,
        );
        seen.push(...reply.items.map((e) => e.id));
        expect(reply.items.length).toBeLessThanOrEqual(2);
        if (!reply.nextCursor) break;
        cursor = reply.nextCursor;
      }
      expect(seen).toHaveLength(Number(total.n));
      expect(new Set(seen).size).toBe(seen.length);

      const first = await call(NotificationRpc.adminEmails, { limit: 100 }, admin);
      const times = first.items.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('refuses non-admins with FORBIDDEN and anonymous visitors with UNAUTHENTICATED', async () => {
      await expect(
        call(NotificationRpc.adminEmails, { limit: 10 }, { userId: randomUUID(), roles: [] }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(
        call(NotificationRpc.adminEmails, { limit: 10 }, ANONYMOUS),
      ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('rejects a cursor it did not produce', async () => {
      await expect(
        call(NotificationRpc.adminEmails, { limit: 10, cursor: 'bm9wZQ' }, admin),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    });

    // Each of these once reached Postgres as a timestamptz it refuses, and answered INTERNAL.
    it.each([
      ['0000-01-01T00:00:00Z', 'array'],
      ['2024-01-01T00:00:00+23:59', 'array'],
      ['2024-02-30T00:00:00Z', 'array'],
      ['0000-01-01T00:00:00Z', 'pipe'],
      ['2024-01-01T00:00:00.000+23:59', 'pipe'],
    ])('rejects a forged cursor at %s (%s form) naming the cursor field', async (at, form) => {
      const id = randomUUID();
      const raw = form === 'array' ? JSON.stringify([at, id]) : `${at}|${id}`;
      const cursor = Buffer.from(raw).toString('base64url');
      await expect(
        call(NotificationRpc.adminEmails, { limit: 10, cursor }, admin),
      ).rejects.toMatchObject({
        code: 'VALIDATION',
        details: { fields: [{ path: 'cursor', message: 'Invalid cursor' }] },
      });
    });
  });
});
