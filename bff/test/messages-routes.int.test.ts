import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type NatsConnection } from 'nats';
import { BookingEvents, MessagingRpc, type ConversationSummary } from '@arrendo/contracts';
import { RpcClient } from '@arrendo/kit';
import { natsUrl, uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { FakeNeighbours, publishEvent } from '@arrendo/messaging/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import { jpeg, TEXT_FILE } from './images.js';
import { startMessaging } from './messages-service.js';
import { cookieHeader, messageIds, SseClient } from './messages-sse-client.js';

const PASSWORD = 'messages-routes-password';

/** Fourteen people sign up from this one address: the per-address limits would stop at ten. */
const mediaDir = mkdtempSync(join(tmpdir(), 'arrendo-message-media-'));
const BFF_ENV = {
  WEB_DIST_DIR: '/nonexistent',
  MEDIA_DIR: mediaDir,
  RATE_LIMIT_CODES_PER_IP: '1000',
  RATE_LIMIT_VERIFY_PER_IP: '1000',
  RATE_LIMIT_EMAIL_STATUS_PER_IP: '1000',
  RATE_LIMIT_LOGIN_PER_IP: '1000',
};

/**
 * /api/messages through the BFF against the real identity and messaging services (listing and
 * booking stand in): who may see what, idempotent sends, masking until a confirmation, unread
 * counts, and the live stream with its replay after a dropped connection.
 */
describe('messages routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let messaging: Awaited<ReturnType<typeof startMessaging>>;
  let fakes: FakeNeighbours;
  let app: FastifyInstance;
  let baseUrl: string;
  let nc: NatsConnection;
  let host: Jar;
  let guest: Jar;
  let outsider: Jar;
  let admin: Jar;
  let hostId: string;
  let guestId: string;
  const streams: SseClient[] = [];

  const idOf = async (jar: Jar) =>
    (
      (await app.inject({ method: 'GET', url: '/api/me', cookies: jar })).json() as {
        user: { id: string };
      }
    ).user.id;
  const get = (url: string, jar: Jar) => app.inject({ method: 'GET', url, cookies: jar });
  const post = (url: string, payload: object | undefined, jar: Jar) =>
    app.inject({ method: 'POST', url, payload, cookies: jar, headers: CSRF });

  async function openAbout(): Promise<ConversationSummary> {
    const listing = fakes.listing(hostId);
    const res = await post('/api/messages/conversations', { listingId: listing.id }, guest);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConversationSummary;
  }

  async function stream(jar: Jar): Promise<SseClient> {
    const client = new SseClient(baseUrl, cookieHeader(jar));
    streams.push(client);
    await client.connect();
    await waitFor(async () => client.events.find((e) => e.event === 'ready'));
    return client;
  }

  beforeAll(async () => {
    identity = await startIdentity(prefix, { notificationEnv: { LOG_LEVEL: 'error' } });
    messaging = await startMessaging(prefix, { MESSAGES_PER_MINUTE: '50' });
    fakes = await FakeNeighbours.start(natsUrl(), prefix, { identity: false });
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: prefix, ...BFF_ENV });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    nc = await connect({ servers: natsUrl() });
    admin = await becomeAdmin(app, await signUp(app, identity, 'msg-admin@example.com', PASSWORD));
    host = await signUp(app, identity, 'msg-host@example.com', PASSWORD);
    guest = await signUp(app, identity, 'msg-guest@example.com', PASSWORD);
    outsider = await signUp(app, identity, 'msg-outsider@example.com', PASSWORD);
    hostId = await idOf(host);
    guestId = await idOf(guest);
  });

  afterAll(async () => {
    for (const s of streams) s.close();
    await app?.close();
    await nc?.close();
    await fakes?.stop();
    await messaging?.stop();
    await identity?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  function uploadPhoto(file: Buffer, jar: Jar, field = 'file') {
    const boundary = `----arrendo${randomUUID()}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    return app.inject({
      method: 'POST',
      url: '/api/messages/photos',
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...CSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: jar,
    });
  }

  it('opens one conversation per listing and guest; never with oneself; never for visitors', async () => {
    const listing = fakes.listing(hostId);
    const first = await post('/api/messages/conversations', { listingId: listing.id }, guest);
    expect(first.statusCode, first.body).toBe(200);
    const conversation = first.json() as ConversationSummary;
    expect(conversation).toMatchObject({
      role: 'guest',
      other: { id: hostId, firstName: 'Ana' },
      listing: { id: listing.id, title: listing.title },
      stage: 'inquiry',
    });
    const again = await post('/api/messages/conversations', { listingId: listing.id }, guest);
    expect((again.json() as ConversationSummary).id).toBe(conversation.id);
    const own = await post('/api/messages/conversations', { listingId: listing.id }, host);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/own listing/);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      payload: { listingId: listing.id },
      headers: CSRF,
    });
    expect(visitor.statusCode).toBe(401);
    const bad = await post('/api/messages/conversations', { listingId: 'nope' }, guest);
    expect(bad.statusCode).toBe(400);
  });

  it('sends once per clientId (201, then 200), refuses a reused id and empty messages', async () => {
    const conversation = await openAbout();
    const url = `/api/messages/conversations/${conversation.id}/messages`;
    const clientId = randomUUID();
    const first = await post(url, { clientId, body: '¿Se puede llegar antes?' }, guest);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post(url, { clientId, body: '¿Se puede llegar antes?' }, guest);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const reused = await post(url, { clientId, body: 'otra cosa' }, guest);
    expect(reused.statusCode).toBe(409);
    const empty = await post(url, { clientId: randomUUID(), body: '   ' }, guest);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields[0].path).toBe('body');
    const long = await post(url, { clientId: randomUUID(), body: 'x'.repeat(2001) }, guest);
    expect(long.statusCode).toBe(400);
    const page = await get(url, host);
    expect(page.statusCode).toBe(200);
    expect((page.json() as { items: { id: string }[] }).items.map((m) => m.id)).toEqual([
      first.json().id,
    ]);
  });

  it('answers 404 to anyone outside the conversation, for every route and guessed ids', async () => {
    const conversation = await openAbout();
    const base = `/api/messages/conversations/${conversation.id}`;
    const sent = await post(`${base}/messages`, { clientId: randomUUID(), body: 'hola' }, guest);
    const messageId = sent.json().id as string;
    const attempts = [
      get(base, outsider),
      get(`${base}/messages`, outsider),
      post(`${base}/messages`, { clientId: randomUUID(), body: 'hola' }, outsider),
      post(`${base}/read`, undefined, outsider),
      post(`${base}/typing`, undefined, outsider),
      post('/api/messages/reports', { messageId, reason: 'spam' }, outsider),
      get(`/api/messages/conversations/${randomUUID()}`, guest),
      get(`/api/messages/conversations/${randomUUID()}/messages`, guest),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const list = await get('/api/messages/conversations', outsider);
    expect(list.json()).toEqual({ items: [], nextCursor: null });
  });

  it('masks a phone number for the host until the booking is confirmed', async () => {
    const conversation = await openAbout();
    const url = `/api/messages/conversations/${conversation.id}/messages`;
    const text = 'Mi WhatsApp es +56 9 8765 4321';
    await post(url, { clientId: randomUUID(), body: text }, guest);
    const hostSees = async () =>
      (await get(url, host)).json().items[0] as { body: string; masked: boolean };
    expect(await hostSees()).toMatchObject({ masked: true });
    expect((await hostSees()).body).not.toContain('8765');
    expect((await get(url, guest)).json().items[0]).toMatchObject({ body: text, masked: false });
    await publishEvent(nc, prefix, BookingEvents.CONFIRMED, {
      bookingId: randomUUID(),
      propertyId: conversation.listing.id,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      guestId,
      hostId,
    });
    await waitFor(async () => ((await hostSees()).masked ? undefined : true));
    expect(await hostSees()).toEqual(expect.objectContaining({ body: text, masked: false }));
  });

  it('counts unread messages and delivers messages and read receipts over the stream', async () => {
    const conversation = await openAbout();
    const hostStream = await stream(host);
    const guestStream = await stream(guest);
    expect(hostStream.status).toBe(200);
    expect(hostStream.contentType).toMatch(/^text\/event-stream/);
    const before = (await get('/api/messages/unread-count', host)).json().count as number;
    const sent = await post(
      `/api/messages/conversations/${conversation.id}/messages`,
      { clientId: randomUUID(), body: 'Llegamos a las 16:00' },
      guest,
    );
    const messageId = sent.json().id as string;
    const arrived = await waitFor(async () => hostStream.events.find((e) => e.event === 'message'));
    expect(arrived.id).toBeGreaterThan(0);
    expect(messageIds(hostStream.events)).toEqual([messageId]);
    expect((await get('/api/messages/unread-count', host)).json()).toEqual({ count: before + 1 });

    const typing = await post(
      `/api/messages/conversations/${conversation.id}/typing`,
      undefined,
      host,
    );
    expect(typing.statusCode).toBe(204);
    await waitFor(async () => guestStream.events.find((e) => e.event === 'typing'));

    const read = await post(`/api/messages/conversations/${conversation.id}/read`, undefined, host);
    expect(read.statusCode).toBe(200);
    const { readAt } = read.json() as { readAt: string };
    const receipt = await waitFor(async () => guestStream.events.find((e) => e.event === 'read'));
    expect(receipt.data).toEqual({
      type: 'read',
      conversationId: conversation.id,
      readerId: hostId,
      readAt,
    });
    expect((await get('/api/messages/unread-count', host)).json()).toEqual({ count: before });
  });

  it('keeps a quiet stream open past the server’s idle-socket timeout', async () => {
    // server.ts drops sockets idle for 10 s, shorter than the heartbeat: a stream must not be.
    const strict = await buildTestApp(
      { NATS_SUBJECT_PREFIX: prefix, ...BFF_ENV },
      { connectionTimeoutMs: 300 },
    );
    const strictUrl = await strict.listen({ port: 0, host: '127.0.0.1' });
    try {
      const conversation = await openAbout();
      const quiet = new SseClient(strictUrl, cookieHeader(host));
      streams.push(quiet);
      await quiet.connect();
      await waitFor(async () => quiet.events.find((e) => e.event === 'ready'));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(quiet.ended).toBe(false);
      const sent = await post(
        `/api/messages/conversations/${conversation.id}/messages`,
        { clientId: randomUUID(), body: 'Sigues ahí?' },
        guest,
      );
      const messageId = sent.json().id as string;
      await waitFor(async () => (messageIds(quiet.events).includes(messageId) ? true : undefined));
      quiet.close();
    } finally {
      await strict.close();
    }
  });

  it('replays exactly the missed events after a reconnect with Last-Event-ID', async () => {
    const conversation = await openAbout();
    const url = `/api/messages/conversations/${conversation.id}/messages`;
    const hostStream = await stream(host);
    const one = (await post(url, { clientId: randomUUID(), body: 'uno' }, guest)).json().id;
    await waitFor(async () => (messageIds(hostStream.events).includes(one) ? true : undefined));
    hostStream.close();
    const missed: string[] = [];
    for (const body of ['dos', 'tres', 'cuatro']) {
      missed.push((await post(url, { clientId: randomUUID(), body }, guest)).json().id);
    }
    const seen = hostStream.events.length;
    await hostStream.connect();
    await waitFor(async () => (messageIds(hostStream.events).length >= 4 ? true : undefined));
    const five = (await post(url, { clientId: randomUUID(), body: 'cinco' }, guest)).json().id;
    await waitFor(async () => (messageIds(hostStream.events).includes(five) ? true : undefined));
    expect(messageIds(hostStream.events.slice(seen))).toEqual([...missed, five]);
    const ids = hostStream.events.flatMap((e) => (e.id === undefined ? [] : [e.id]));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('keeps at most five streams per person, closing the oldest', async () => {
    const opened: SseClient[] = [];
    for (let i = 0; i < 6; i++) opened.push(await stream(outsider));
    await waitFor(async () => (opened[0]!.ended ? true : undefined));
    expect(opened.slice(1).every((s) => !s.ended)).toBe(true);
    for (const s of opened) s.close();
  });

  it('refuses a Last-Event-ID it never sent, and the stream to visitors', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/messages/stream',
      cookies: host,
      headers: { 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    const visitor = await app.inject({ method: 'GET', url: '/api/messages/stream' });
    expect(visitor.statusCode).toBe(401);
  });

  it('takes a report once per message and lists it to admins only', async () => {
    const conversation = await openAbout();
    const sent = await post(
      `/api/messages/conversations/${conversation.id}/messages`,
      { clientId: randomUUID(), body: 'Paga por transferencia directa' },
      guest,
    );
    const body = { messageId: sent.json().id, reason: 'off_platform', details: 'Pide pago aparte' };
    const first = await post('/api/messages/reports', body, host);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/messages/reports', body, host);
    expect(again.json()).toEqual(first.json());
    expect((await get('/api/admin/message-reports', host)).statusCode).toBe(403);
    const list = await get('/api/admin/message-reports', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id: first.json().id,
      reason: 'off_platform',
      reporterId: hostId,
      message: { body: 'Paga por transferencia directa', senderId: guestId },
    });
  });

  it('lets admins dismiss, remove and warn through /api/admin/message-reports; nobody else', async () => {
    const conversation = await openAbout();
    const sendAs = async (jar: Jar, text: string) =>
      (
        await post(
          `/api/messages/conversations/${conversation.id}/messages`,
          { clientId: randomUUID(), body: text },
          jar,
        )
      ).json() as { id: string };
    const rude = await sendAs(host, 'Escríbeme a host@example.com y pagas por fuera');
    const fine = await sendAs(host, 'El check-in es a las 15:00');
    const report = (messageId: string) =>
      post('/api/messages/reports', { messageId, reason: 'off_platform' }, guest).then(
        (r) => (r.json() as { id: string }).id,
      );
    const rudeReport = await report(rude.id);
    const fineReport = await report(fine.id);

    const routes = [
      { url: `/api/admin/message-reports/${fineReport}/dismiss`, payload: undefined },
      { url: `/api/admin/message-reports/${rudeReport}/warn`, payload: { message: 'Cuidado' } },
      { url: `/api/admin/message-reports/messages/${rude.id}/remove`, payload: { reason: 'x' } },
    ];
    for (const { url, payload } of routes) {
      expect((await post(url, payload, host)).statusCode, url).toBe(403);
      const anonymous = await app.inject({ method: 'POST', url, payload, headers: CSRF });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const blank = await post(
      `/api/admin/message-reports/messages/${rude.id}/remove`,
      { reason: '  ' },
      admin,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('reason');
    const unknown = await post(
      `/api/admin/message-reports/${randomUUID()}/dismiss`,
      undefined,
      admin,
    );
    expect(unknown.statusCode).toBe(404);

    const dismissed = await post(routes[0]!.url, undefined, admin);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'resolved', outcome: 'dismissed' });

    const removed = await post(routes[2]!.url, { reason: 'Pide pagos fuera' }, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ changed: true, resolvedReportIds: [rudeReport] });
    const thread = await get(`/api/messages/conversations/${conversation.id}/messages`, guest);
    expect(thread.json().items.find((m: { id: string }) => m.id === rude.id)).toMatchObject({
      removed: true,
      body: '',
    });

    const warned = await post(
      routes[1]!.url,
      { message: 'No pidas pagos fuera de Arrendo.' },
      admin,
    );
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json()).toMatchObject({
      outcome: 'removed',
      warning: { message: 'No pidas pagos fuera de Arrendo.' },
    });
    const resolved = await get('/api/admin/message-reports?status=resolved', admin);
    expect(resolved.json().items.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([rudeReport, fineReport]),
    );
    const open = await get('/api/admin/message-reports?status=open', admin);
    expect(open.json().items.map((r: { id: string }) => r.id)).not.toContain(rudeReport);
  });

  it('takes photos through the listing photo pipeline; a message attaches only its sender’s', async () => {
    const conversation = await openAbout();
    const uploaded = await uploadPhoto(await jpeg(1200, 900), guest);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json() as { id: string; url: string; width: number };
    expect(photo.url).toMatch(/\/messages\/.+\.webp$/);
    expect((await uploadPhoto(TEXT_FILE, guest)).statusCode).toBe(400);
    expect((await uploadPhoto(await jpeg(1200, 900), guest, 'photo')).statusCode).toBe(400);
    const hostsPhoto = (await uploadPhoto(await jpeg(800, 600), host)).json() as { id: string };
    const url = `/api/messages/conversations/${conversation.id}/messages`;
    const refused = await post(
      url,
      { clientId: randomUUID(), body: '', photoIds: [hostsPhoto.id] },
      guest,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields[0].path).toBe('photoIds');
    const sent = await post(url, { clientId: randomUUID(), body: '', photoIds: [photo.id] }, guest);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().photos).toEqual([photo]);
    const hostView = await get(url, host);
    expect(hostView.json().items[0].photos).toEqual([photo]);
  });

  it('keeps quick replies', async () => {
    const created = await post(
      '/api/messages/quick-replies',
      { title: 'Bienvenida', body: '¡Hola! Gracias por escribir.' },
      host,
    );
    expect(created.statusCode, created.body).toBe(201);
    const list = await get('/api/messages/quick-replies', host);
    expect(list.json().items).toEqual([created.json()]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/messages/quick-replies/${created.json().id}`,
      cookies: host,
      headers: CSRF,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get('/api/messages/quick-replies', host)).json().items).toEqual([]);
  });

  it('delivers what was sent while the BFF restarted exactly once to 50 reconnecting streams', async () => {
    const recipients: { jar: Jar; id: string; conversation: ConversationSummary }[] = [];
    for (let i = 0; i < 10; i++) {
      const jar = await signUp(app, identity, `msg-fault-${i}@example.com`, PASSWORD);
      const listing = fakes.listing(hostId);
      const res = await post('/api/messages/conversations', { listingId: listing.id }, jar);
      recipients.push({
        jar,
        id: await idOf(jar),
        conversation: res.json() as ConversationSummary,
      });
    }
    const rpc = new RpcClient({ nc, prefix, timeoutMs: 5000 });
    const sendToAll = async (label: string) => {
      const sent = new Map<string, string>();
      for (const r of recipients) {
        const { message } = await rpc.call(
          MessagingRpc.send,
          { conversationId: r.conversation.id, clientId: randomUUID(), body: `${label} ${r.id}` },
          { actor: { userId: hostId, roles: [] } },
        );
        sent.set(r.id, message.id);
      }
      return sent;
    };
    // Five streams per recipient (the per-user cap): 50 in all.
    const clients = recipients.flatMap((r) =>
      Array.from({ length: 5 }, () => ({ r, sse: new SseClient(baseUrl, cookieHeader(r.jar)) })),
    );
    streams.push(...clients.map((c) => c.sse));
    await Promise.all(clients.map((c) => c.sse.connect()));
    await waitFor(async () =>
      clients.every((c) => c.sse.events.some((e) => e.event === 'ready')) ? true : undefined,
    );
    const before = await sendToAll('antes');
    await waitFor(async () =>
      clients.every((c) => messageIds(c.sse.events).includes(before.get(c.r.id)!))
        ? true
        : undefined,
    );

    await app.close();
    await waitFor(async () => (clients.every((c) => c.sse.ended) ? true : undefined));
    const during = [await sendToAll('durante 1'), await sendToAll('durante 2')];
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: prefix, ...BFF_ENV });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all(clients.map((c) => c.sse.connect(baseUrl)));
    const after = await sendToAll('después');

    const expected = (id: string) => [before, ...during, after].map((m) => m.get(id)!);
    await waitFor(
      async () => (clients.every((c) => messageIds(c.sse.events).length >= 4) ? true : undefined),
      10_000,
    );
    for (const c of clients) {
      expect(c.sse.status).toBe(200);
      expect(messageIds(c.sse.events)).toEqual(expected(c.r.id));
    }
  });
});
