import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type NatsConnection } from 'nats';
import { RpcClient } from '@arrendo/kit';
import { natsUrl, uniquePrefix, jsonKeys, SECRET_LOOKING_KEY } from '@arrendo/kit/testing';
import { ListingRpc, PersonalDataExport, SYSTEM_ACTOR } from '@arrendo/contracts';
import { makeProperty } from '@arrendo/listing/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { startBooking } from './booking-service.js';
import { startPayment } from './payment-service.js';
import { startMessaging } from './messages-service.js';
import { CSRF, signUp, type Jar } from './accounts.js';
import { client, type Client } from './browser.js';

const PASSWORD = 'account-export-password';

/**
 * GET /api/account/export through the BFF against the real services: the signed-in person's data
 * from every service as one JSON file, nobody else's, no secrets, limited per user, and never a
 * partial file when a service cannot answer.
 */
describe('personal data export', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let booking: Awaited<ReturnType<typeof startBooking>>;
  let payment: Awaited<ReturnType<typeof startPayment>>;
  let messaging: Awaited<ReturnType<typeof startMessaging>>;
  let nc: NatsConnection;
  let app: FastifyInstance;
  let browser: Client;
  let ana: Jar;
  let bruno: Jar;

  const ticket = (subject: string) => ({
    topic: 'account',
    subject,
    message: 'I would like to know how to change the e-mail address of my account, please.',
  });

  beforeAll(async () => {
    identity = await startIdentity(prefix, { notificationEnv: { LOG_LEVEL: 'error' } });
    listing = await startListing(prefix);
    booking = await startBooking(prefix);
    payment = await startPayment(prefix);
    messaging = await startMessaging(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_DATA_EXPORTS_PER_USER: '3',
    });
    browser = client(app, { ip: '198.51.100.31' });
    ana = await signUp(app, identity, 'export-ana@example.com', PASSWORD);
    bruno = await signUp(app, identity, 'export-bruno@example.com', PASSWORD);
    for (const [jar, subject, key] of [
      [ana, 'Ana asks about her e-mail', 'export-ticket-ana'],
      [bruno, 'Bruno asks about his e-mail', 'export-ticket-bruno'],
    ] as const) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        payload: ticket(subject),
        cookies: jar,
        headers: { 'x-requested-with': 'arrendo', 'idempotency-key': key },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // Ana asks about Bruno's listing, with her address in the text; Bruno answers.
    const me = async (jar: Jar) =>
      ((await browser.get('/api/me', jar)).json() as { user: { id: string } }).user.id;
    const brunosListing = makeProperty({ hostId: await me(bruno), title: 'Bruno’s loft' });
    nc = await connect({ servers: natsUrl() });
    await new RpcClient({ nc, prefix, timeoutMs: 10_000 }).call(
      ListingRpc.importProperties,
      { properties: [brunosListing] },
      { actor: SYSTEM_ACTOR },
    );
    const post = (url: string, payload: object, jar: Jar) =>
      app.inject({ method: 'POST', url, payload, cookies: jar, headers: CSRF });
    const opened = await post('/api/messages/conversations', { listingId: brunosListing.id }, ana);
    expect(opened.statusCode, opened.body).toBe(200);
    const messages = `/api/messages/conversations/${(opened.json() as { id: string }).id}/messages`;
    for (const [jar, body] of [
      [ana, 'Hola Bruno, escríbeme a export-ana@example.com'],
      [bruno, 'Bruno answers Ana'],
    ] as const) {
      const sent = await post(messages, { clientId: randomUUID(), body }, jar);
      expect(sent.statusCode, sent.body).toBe(201);
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await nc?.close();
    await messaging?.stop();
    await payment?.stop();
    await booking?.stop();
    await listing?.stop();
    await identity?.stop();
  });

  it('refuses a visitor', async () => {
    const res = await browser.get('/api/account/export');
    expect(res.statusCode).toBe(401);
  });

  it('hands the signed-in person their own data as one JSON file, and nobody else’s', async () => {
    const res = await browser.get('/api/account/export', ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = PersonalDataExport.parse(res.json());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="arrendo-data-${file.exportedAt.slice(0, 10)}.json"`,
    );
    expect(file.format).toBe('arrendo.personal-data');
    expect(res.body).toContain('export-ana@example.com');
    expect(res.body).toContain('Ana asks about her e-mail');
    // Her conversation with Bruno and what she wrote in it, as she wrote it.
    expect(file.messages.userId).toBe(file.account.account.id);
    expect(file.messages.conversations).toHaveLength(1);
    expect(file.messages.conversations[0]?.messagesSent.map((m) => m.body)).toEqual([
      'Hola Bruno, escríbeme a export-ana@example.com',
    ]);
    // Bruno's account and messages are his alone.
    expect(res.body).not.toContain('Bruno answers Ana');
    expect(res.body).not.toContain('export-bruno@example.com');
    expect(res.body).not.toContain('Bruno asks about his e-mail');
    // Nothing that opens an account travels in the file.
    const secretKeys = jsonKeys(res.json()).filter((key) => SECRET_LOOKING_KEY.test(key));
    expect(secretKeys).toEqual([]);
    expect(res.body).not.toContain(PASSWORD);
  });

  it('counts exports per person', async () => {
    // One export above already counted for Ana; Bruno's count is his own.
    for (let i = 0; i < 2; i++) {
      expect((await browser.get('/api/account/export', ana)).statusCode).toBe(200);
    }
    const limited = await browser.get('/api/account/export', ana);
    expect(limited.statusCode).toBe(429);
    expect((await browser.get('/api/account/export', bruno)).statusCode).toBe(200);
  });

  it('answers 503 rather than a partial file when a service cannot answer', async () => {
    await payment.stop();
    const res = await browser.get('/api/account/export', bruno);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.body).not.toContain('export-bruno@example.com');
  });
});
