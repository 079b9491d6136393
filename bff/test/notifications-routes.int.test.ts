import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { signUp } from './accounts.js';
import { client, type Client, type Jar } from './browser.js';

const PASSWORD = 'notification-routes-password';

/**
 * /api/notifications/* through the BFF against the real identity and notification services: a
 * user's own list, read marks, and switches; someone else's id is a 404, bad input a 400.
 */
describe('notification routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let browser: Client;
  let ana: Jar;
  let bruno: Jar;

  const userIdOf = async (jar: Jar) =>
    (await browser.get('/api/me', jar)).json<{ user: { id: string } }>().user.id;

  /** A notification as an event handler would have written it. */
  const notify = async (userId: string, amount: number) =>
    (
      await identity.notification.ctx.db
        .insertInto('notifications')
        .values({
          user_id: userId,
          type: 'payout_paid',
          title: 'Payout sent',
          body: 'Your payout is on its way.',
          link: '/payments?tab=payouts',
          data: JSON.stringify({ amount }),
          dedupe_key: `payout_paid:${randomUUID()}:${userId}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    identity = await startIdentity(prefix, { notificationEnv: { LOG_LEVEL: 'error' } });
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    browser = client(app, { ip: '198.51.100.28' });
    ana = await signUp(app, identity, 'notif-ana@example.com', PASSWORD);
    bruno = await signUp(app, identity, 'notif-bruno@example.com', PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  it('lists the caller’s own, newest first, and marks one and all read', async () => {
    const anaId = await userIdOf(ana);
    const older = await notify(anaId, 1000);
    const newer = await notify(anaId, 2000);
    await notify(await userIdOf(bruno), 3000);

    const list = await browser.get('/api/notifications?limit=10', ana);
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as { items: { id: string; read: boolean }[] }).items;
    expect(items.map((n) => n.id)).toEqual([newer, older]);

    const read = await browser.post(`/api/notifications/${older}/read`, {}, ana);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    const unread = await browser.get('/api/notifications?filter=unread', ana);
    expect((unread.json() as { items: { id: string }[] }).items.map((n) => n.id)).toEqual([newer]);

    const all = await browser.post('/api/notifications/read-all', {}, ana);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await browser.get('/api/notifications/unread-count', ana)).json()).toEqual({
      count: 0,
    });
  });

  it('answers 404 for another user’s notification, 400 for bad input, 401 for visitors', async () => {
    const brunos = await notify(await userIdOf(bruno), 500);
    const stolen = await browser.post(`/api/notifications/${brunos}/read`, {}, ana);
    expect(stolen.statusCode).toBe(404);
    expect((await browser.get('/api/notifications/unread-count', bruno)).json()).toMatchObject({
      count: expect.any(Number),
    });
    const stillUnread = await browser.get('/api/notifications?filter=unread', bruno);
    expect((stillUnread.json() as { items: { id: string }[] }).items.map((n) => n.id)).toContain(
      brunos,
    );

    expect((await browser.post('/api/notifications/not-a-uuid/read', {}, ana)).statusCode).toBe(
      400,
    );
    expect((await browser.get('/api/notifications?filter=starred', ana)).statusCode).toBe(400);
    expect((await browser.get('/api/notifications')).statusCode).toBe(401);
    expect((await browser.get('/api/notifications/settings')).statusCode).toBe(401);
  });

  it('keeps a switch turned off, and refuses an email switch for a type without email', async () => {
    const before = await browser.get('/api/notifications/settings', ana);
    expect(before.statusCode).toBe(200);
    expect((before.json() as { settings: unknown[] }).settings).toContainEqual({
      type: 'message_received',
      channel: 'email',
      enabled: true,
    });
    const off = await browser.send(
      'PUT',
      '/api/notifications/settings',
      { settings: [{ type: 'message_received', channel: 'email', enabled: false }] },
      ana,
    );
    expect(off.statusCode, off.body).toBe(200);
    const after = await browser.get('/api/notifications/settings', ana);
    expect((after.json() as { settings: unknown[] }).settings).toContainEqual({
      type: 'message_received',
      channel: 'email',
      enabled: false,
    });
    // Bruno's are his own.
    const his = await browser.get('/api/notifications/settings', bruno);
    expect((his.json() as { settings: unknown[] }).settings).toContainEqual({
      type: 'message_received',
      channel: 'email',
      enabled: true,
    });

    const noEmail = await browser.send(
      'PUT',
      '/api/notifications/settings',
      { settings: [{ type: 'payment_received', channel: 'email', enabled: true }] },
      ana,
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.body).toContain('settings.0.channel');
  });
});
