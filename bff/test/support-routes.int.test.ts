import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { becomeAdmin, signUp, type Jar } from './accounts.js';
import { client, type Client } from './browser.js';

const PASSWORD = 'support-routes-password';

/**
 * /api/support/tickets, /api/feedback and the two admin lists through the BFF, against the real
 * identity and notification services: who may call, the CSRF header, the rate limits, the 400s.
 */
describe('support and feedback routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let browser: Client;
  let writer: Jar;
  let admin: Jar;

  const ticket = {
    topic: 'account',
    subject: 'Cannot change my phone',
    message: 'The form says my phone number is invalid, but it is a normal Chilean mobile.',
  };

  beforeAll(async () => {
    identity = await startIdentity(prefix, { notificationEnv: { LOG_LEVEL: 'error' } });
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_SUPPORT_TICKETS_PER_USER: '3',
      RATE_LIMIT_FEEDBACK_PER_IP: '2',
    });
    browser = client(app, { ip: '198.51.100.20' });
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, 'support-admin@example.com', PASSWORD),
    );
    writer = await signUp(app, identity, 'support-writer@example.com', PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  it('takes a signed-in user’s ticket once per Idempotency-Key and lists it as theirs', async () => {
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        payload: ticket,
        cookies: writer,
        headers: { 'x-requested-with': 'arrendo', 'idempotency-key': key },
      });
    const first = await send('contact-form-attempt-1');
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json() as { id: string; number: string };
    expect(created.number).toMatch(/^ARR-\d{6}$/);
    const again = await send('contact-form-attempt-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(created);

    const mine = await browser.get('/api/support/tickets', writer);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { items: { id: string }[] }).items.map((t) => t.id)).toEqual([
      created.id,
    ]);
    // Another user sees none of it.
    const other = await browser.get('/api/support/tickets', admin);
    expect((other.json() as { items: unknown[] }).items).toEqual([]);

    const row = await identity.notification.ctx.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('support-writer@example.com');
  });

  it('refuses visitors, requests without the CSRF header and bad fields', async () => {
    const anonymous = await browser.post('/api/support/tickets', ticket);
    expect(anonymous.statusCode).toBe(401);
    expect((await browser.get('/api/support/tickets')).statusCode).toBe(401);

    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: ticket,
      cookies: writer,
    });
    expect(noCsrf.statusCode).toBe(403);

    const nul = await browser.post(
      '/api/support/tickets',
      { ...ticket, message: 'A message with a \u0000 NUL byte inside it' },
      writer,
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details.fields.map((f: { path: string }) => f.path)).toEqual([
      'message',
    ]);
    const short = await browser.post('/api/support/tickets', { ...ticket, subject: 'a' }, writer);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fields[0].path).toBe('subject');
    const forged = await browser.post(
      '/api/support/tickets',
      { ...ticket, email: 'someone@else.cl' },
      writer,
    );
    expect(forged.statusCode).toBe(400);
    const badTopic = await browser.post('/api/support/tickets', { ...ticket, topic: 'x' }, writer);
    expect(badTopic.statusCode).toBe(400);
  });

  it('limits tickets per user per hour', async () => {
    // The first test's submit and its replay used two of the three: one more passes.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await browser.post(
        '/api/support/tickets',
        { ...ticket, subject: `Question number ${i}` },
        writer,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 429, 429]);
  });

  it('takes feedback from a visitor, limited per address, shown to admins only', async () => {
    const visitor = client(app, { ip: '198.51.100.77' });
    const sent = await visitor.post('/api/feedback', {
      rating: 5,
      message: 'Encontré cabaña en dos minutos',
      page: '/property/123',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 3 },
      remoteAddress: '198.51.100.77',
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await visitor.post('/api/feedback', { rating: 6 })).statusCode).toBe(400);
    expect(
      (await visitor.post('/api/feedback', { rating: 2, page: 'https://evil.example' })).statusCode,
    ).toBe(400);
    expect((await visitor.post('/api/feedback', { rating: 2 })).statusCode).toBe(201);
    expect((await visitor.post('/api/feedback', { rating: 2 })).statusCode).toBe(429);

    expect((await visitor.get('/api/admin/feedback')).statusCode).toBe(401);
    expect((await browser.get('/api/admin/feedback', writer)).statusCode).toBe(403);
    expect((await browser.get('/api/admin/support/tickets', writer)).statusCode).toBe(403);

    const list = await browser.get('/api/admin/feedback?limit=1', admin);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as {
      items: { rating: number; userId: string | null }[];
      nextCursor: string;
    };
    expect(page.items).toEqual([expect.objectContaining({ rating: 2, userId: null })]);
    const next = await browser.get(`/api/admin/feedback?limit=1&cursor=${page.nextCursor}`, admin);
    expect((next.json() as { items: { page: string }[] }).items[0]?.page).toBe('/property/123');

    const tickets = await browser.get('/api/admin/support/tickets', admin);
    expect(tickets.statusCode).toBe(200);
    expect((tickets.json() as { items: { email: string }[] }).items[0]?.email).toBe(
      'support-writer@example.com',
    );
  });
});
