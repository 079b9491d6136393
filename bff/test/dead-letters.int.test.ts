import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AdminDeadLetterSummaryResponse, DeadLetter } from '@arrendo/contracts';
import { recordDeadLetter } from '@arrendo/kit';
import { uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { startWorkerApp, type EmailTransport, type WorkerApp } from '@arrendo/notification/testing';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'dead-letters-password';

/**
 * The operators' dead-letter routes against the real identity and notification services and a
 * real email worker whose transport refuses chosen recipients. The listing and booking services
 * are not started: they stand for services that are down.
 */
describe('BFF dead-letter routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let worker: WorkerApp;
  let app: FastifyInstance;
  let admin: Jar;
  let user: Jar;
  /** Recipients the SMTP server refuses for good, as a mailbox that does not exist would be. */
  const refused = new Set<string>();
  const delivered: string[] = [];
  const transport: EmailTransport = {
    name: 'smtp',
    async send(email) {
      if (refused.has(email.to)) throw new Error(`550 mailbox unavailable: ${email.to}`);
      delivered.push(email.to);
      return {};
    },
    async close() {},
  };

  beforeAll(async () => {
    // Short backoff: an email refused five times dies in well under a second.
    // Failing on purpose is this file's point: only errors are worth printing.
    identity = await startIdentity(prefix, {
      notificationEnv: { EMAIL_BACKOFF_MS: '10', LOG_LEVEL: 'error' },
    });
    worker = await startWorkerApp(identity.notificationEnv, { transport });
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      RPC_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'error',
    });
    user = await signUp(app, identity, 'dl-user@example.com', PASSWORD);
    admin = await becomeAdmin(app, await signUp(app, identity, 'dl-admin@example.com', PASSWORD));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await identity?.stop();
  });

  const get = (url: string, jar: Jar = admin) => app.inject({ method: 'GET', url, cookies: jar });
  const retry = (service: string, id: string, jar: Jar = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/dead-letters/${service}/${id}/retry`,
      cookies: jar,
      headers: CSRF,
    });
  const notificationLetters = async (query = 'limit=100'): Promise<DeadLetter[]> => {
    const res = await get(`/api/admin/dead-letters?service=notification&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: DeadLetter[] }).items;
  };
  const summary = async (): Promise<AdminDeadLetterSummaryResponse> => {
    const res = await get('/api/admin/dead-letters/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const letterTo = async (to: string, name: string) =>
    (await notificationLetters()).find(
      (l) => l.name === name && (l.payload as { to?: string } | null)?.to === to,
    );

  it('refuses visitors (401) and users without the admin role (403), in the JSON shape', async () => {
    const id = randomUUID();
    const requests = [
      (jar: Jar) => get('/api/admin/dead-letters?service=notification', jar),
      (jar: Jar) => get('/api/admin/dead-letters/summary', jar),
      (jar: Jar) => retry('notification', id, jar),
    ];
    for (const send of requests) {
      const anonymous = await send({});
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      const forbidden = await send(user);
      expect(forbidden.statusCode, forbidden.body).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('shows an admin an email that failed for good, redacted, and counts it per service', async () => {
    const before = await summary();
    const email = 'dl-nobody@example.com';
    refused.add(email);
    await signUp(app, identity, email, PASSWORD);

    const letter = await waitFor(() => letterTo(email, 'email.send'));
    expect(letter).toMatchObject({
      source: 'job',
      key: expect.stringMatching(/^welcome-/),
      queue: 'notification.email',
      error: `550 mailbox unavailable: ${email}`,
      attempts: 5,
      payload: { to: email, template: 'welcome', locale: 'es' },
      resolvedAt: null,
    });
    expect(Date.parse(letter.lastFailedAt)).toBeGreaterThanOrEqual(
      Date.parse(letter.firstFailedAt),
    );
    // The verification code email died too; the letter keeps who and which, never the code.
    const code = await waitFor(() => letterTo(email, 'email.code'));
    expect(JSON.stringify(code.payload)).not.toMatch(/\d{6}|sealed/i);

    const after = await summary();
    const unresolved = (s: AdminDeadLetterSummaryResponse, name: string) => {
      const part = s.services.find((p) => p.service === name);
      return part?.status === 'ok' ? part.unresolved : undefined;
    };
    expect(unresolved(after, 'notification')).toBe((unresolved(before, 'notification') ?? 0) + 2);
    expect(after.services).toEqual([
      { service: 'identity', status: 'ok', unresolved: 0 },
      { service: 'listing', status: 'unavailable' },
      { service: 'booking', status: 'unavailable' },
      { service: 'pricing', status: 'unavailable' },
      { service: 'payment', status: 'unavailable' },
      { service: 'notification', status: 'ok', unresolved: expect.any(Number) },
      { service: 'messaging', status: 'unavailable' },
      { service: 'stress', status: 'unavailable' },
    ]);
  });

  it('answers 503 for the list of a service that does not answer, 400 for an unknown one', async () => {
    const down = await get('/api/admin/dead-letters?service=listing');
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });

    for (const query of [
      'service=billing',
      '',
      'service=notification&cursor=%2F..',
      'service=notification&unresolvedOnly=yes',
      'service=notification&limit=101',
    ]) {
      const bad = await get(`/api/admin/dead-letters?${query}`);
      expect(bad.statusCode, `${query}: ${bad.body}`).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION');
    }
    // Well formed, but not a cursor the service handed out: refused by the service, still a 400.
    const forged = await get('/api/admin/dead-letters?service=notification&cursor=bm9wZQ');
    expect(forged.statusCode, forged.body).toBe(400);
  });

  it('pages newest first without skipping or repeating', async () => {
    // Letters as the kit records them, older than anything the worker produced.
    for (let i = 0; i < 5; i++) {
      await recordDeadLetter(identity.notification.ctx.db, {
        source: 'event',
        name: 'evt.identity.user.registered',
        key: randomUUID(),
        queue: 'IDENTITY',
        payload: { userId: randomUUID() },
        error: new Error(`handler gave up ${i}`),
        attempts: 8,
        failedAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
      });
    }
    const everything = await notificationLetters();
    const seen: DeadLetter[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res = await get(
        `/api/admin/dead-letters?service=notification&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        service: string;
        items: DeadLetter[];
        nextCursor: string | null;
      };
      expect(body.service).toBe('notification');
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items);
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen.map((l) => l.id)).toEqual(everything.map((l) => l.id));
    const times = seen.map((l) => Date.parse(l.lastFailedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen.at(-1)?.error).toBe('handler gave up 0');
  });

  it('explains why a letter cannot be retried (409), and 404 for one that does not exist', async () => {
    // A code email leaves Redis the moment it fails (its code is short-lived): nothing to retry.
    const code = await waitFor(() => letterTo('dl-nobody@example.com', 'email.code'));
    const conflict = await retry('notification', code.id);
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/no longer kept/),
    });
    expect((await letterTo('dl-nobody@example.com', 'email.code'))?.resolvedAt).toBeNull();

    const missing = await retry('notification', randomUUID());
    expect(missing.statusCode, missing.body).toBe(404);
    expect((await retry('billing', randomUUID())).statusCode).toBe(400);
    expect((await retry('notification', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('retries a dead email job: it is sent, the letter is resolved and leaves the open list', async () => {
    const email = 'dl-nobody@example.com';
    const letter = await waitFor(() => letterTo(email, 'email.send'));
    const open = await summary();
    refused.delete(email);

    const res = await retry('notification', letter.id);
    expect(res.statusCode, res.body).toBe(200);
    const { resolvedAt } = res.json() as { id: string; resolvedAt: string };
    expect(res.json()).toEqual({ id: letter.id, resolvedAt: expect.any(String) });
    await waitFor(() => delivered.includes(email));

    expect((await letterTo(email, 'email.send'))?.resolvedAt).toBe(resolvedAt);
    const stillOpen = await notificationLetters('limit=100&unresolvedOnly=true');
    expect(stillOpen.map((l) => l.id)).not.toContain(letter.id);
    expect(stillOpen.length).toBeGreaterThan(0);
    const notification = (s: AdminDeadLetterSummaryResponse) =>
      s.services.find((p) => p.service === 'notification');
    const count = (s: AdminDeadLetterSummaryResponse) => {
      const part = notification(s);
      return part?.status === 'ok' ? part.unresolved : -1;
    };
    expect(count(await summary())).toBe(count(open) - 1);

    const again = await retry('notification', letter.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toMatch(/already retried/);
  });
});
