import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminEmailPreview, AdminEmailsResponse } from '@arrendo/contracts';
import { uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { startWorkerApp, type WorkerApp } from '@arrendo/notification/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeAdmin, signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'admin-emails-password';

/**
 * `/api/admin/emails*` against the real identity and notification services and a real email
 * worker on the log transport: the emails searched are the ones sign-up really sent.
 */
describe('admin email routes', () => {
  const prefix = uniquePrefix();
  const run = randomUUID().slice(0, 8);
  const guestEmail = `emails-guest-${run}@example.com`;
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let worker: WorkerApp;
  let app: FastifyInstance;
  let admin: Jar;
  let guest: Jar;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    worker = await startWorkerApp(identity.notificationEnv);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    guest = await signUp(app, identity, guestEmail, PASSWORD);
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, `emails-admin-${run}@example.com`, PASSWORD),
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await identity?.stop();
  });

  const get = (url: string, cookies: Jar = admin) => app.inject({ method: 'GET', url, cookies });
  const list = async (query: string): Promise<AdminEmailsResponse> => {
    const res = await get(`/api/admin/emails?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminEmailsResponse>();
  };
  const fieldsOf = (body: string) =>
    (
      JSON.parse(body) as { error: { details?: { fields?: { path: string }[] } } }
    ).error.details?.fields?.map((f) => f.path);

  it('refuses anonymous visitors (401) and non-admins (403)', async () => {
    expect((await get('/api/admin/emails', {})).statusCode).toBe(401);
    expect((await get('/api/admin/emails', guest)).statusCode).toBe(403);
    const id = randomUUID();
    expect((await get(`/api/admin/emails/${id}/preview`, {})).statusCode).toBe(401);
    expect((await get(`/api/admin/emails/${id}/preview`, guest)).statusCode).toBe(403);
  });

  it('finds the sign-up email by recipient, template, status and day, and previews it', async () => {
    // The worker renders and logs the verification email shortly after sign-up.
    const found = await waitFor(async () => {
      const page = await list(`recipient=${encodeURIComponent(`GUEST-${run}`)}`);
      return page.items.find((e) => e.template === 'verification-code' && e.status === 'sent');
    });
    expect(found).toMatchObject({ to: guestEmail, transport: 'log' });
    // The list carries no bodies; the preview does.
    expect(found).not.toHaveProperty('html');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
      new Date(found.createdAt),
    );
    const narrowed = await list(
      `recipient=${run}&template=verification-code&status=sent&from=${today}&to=${today}`,
    );
    expect(narrowed.items.map((e) => e.id)).toContain(found.id);
    expect(narrowed.items.every((e) => e.template === 'verification-code')).toBe(true);
    expect((await list(`recipient=${run}&status=failed`)).items).toEqual([]);
    expect((await list(`recipient=${run}&template=welcome&status=skipped`)).items).toEqual([]);
    expect((await list(`recipient=${run}&to=2020-01-01`)).items).toEqual([]);
    // `%` and `_` are looked for as themselves, not as wildcards.
    expect((await list('recipient=%25')).items).toEqual([]);

    const res = await get(`/api/admin/emails/${found.id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<AdminEmailPreview>();
    expect(preview).toMatchObject({ id: found.id, to: guestEmail, subject: found.subject });
    expect(preview.html).toContain('<');
    expect(preview.text.length).toBeGreaterThan(0);
    // The log transport keeps the code readable: the one identity sent is in both bodies.
    const code = await identity.codeFor(guestEmail, 'verify_email');
    expect(preview.text).toContain(code);
    expect(preview.html).toContain(code);
  });

  it('pages newest first with a cursor', async () => {
    // Both accounts of this file got their verification email: two pages of one.
    const first = await waitFor(async () => {
      const page = await list(`recipient=${run}&limit=1`);
      return page.nextCursor ? page : undefined;
    });
    expect(first.items).toHaveLength(1);
    const second = await list(`recipient=${run}&limit=1&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(Date.parse(second.items[0]!.createdAt)).toBeLessThanOrEqual(
      Date.parse(first.items[0]!.createdAt),
    );
  });

  it('answers 404 for an unknown email and 400 naming the field for a bad search', async () => {
    expect((await get(`/api/admin/emails/${randomUUID()}/preview`)).statusCode).toBe(404);
    expect((await get('/api/admin/emails/not-a-uuid/preview')).statusCode).toBe(400);
    for (const [query, field] of [
      ['template=nope', 'template'],
      ['status=lost', 'status'],
      ['from=2027-02-30', 'from'],
      ['from=2027-03-02&to=2027-03-01', 'to'],
      ['limit=0', 'limit'],
      ['cursor=bm9wZQ', 'cursor'],
    ] as const) {
      const res = await get(`/api/admin/emails?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldsOf(res.body), query).toContain(field);
    }
  });
});
