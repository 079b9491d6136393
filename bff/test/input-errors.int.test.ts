import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { becomeAdmin, CSRF, registration, signUp, type Jar } from './accounts.js';

const PASSWORD = 'input-hardening-pass';

/** The answer is a 400 naming exactly these fields. */
function expectFieldError(res: LightMyRequestResponse, fields: string[]): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.error.code).toBe('VALIDATION');
  const paths = (body.error.details?.fields ?? []).map((f: { path: string }) => f.path);
  expect([...new Set(paths)].sort()).toEqual([...fields].sort());
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Cursors a client can forge: timestamps Postgres refuses (year 0, an offset past ±15:59, a day
 * that does not exist), in both the array form and the listing's former object form.
 */
const BAD_TIMESTAMPS = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '2024-01-01T00:00:00+23:59',
  '2024-01-01T00:00:00-16:00',
  '2024-02-30T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
];
const FORGED_CURSORS = BAD_TIMESTAMPS.flatMap((ts) => [
  base64url([ts, randomUUID()]),
  base64url({ c: ts, i: randomUUID() }),
]);

describe('input that used to reach Postgres and answer 500', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;
  let user: Jar;
  let admin: Jar;

  beforeAll(async () => {
    [identity, listing] = await Promise.all([startIdentity(prefix), startListing(prefix)]);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    admin = await becomeAdmin(app, await signUp(app, identity, 'boss@example.com', PASSWORD));
    user = await signUp(app, identity, 'user@example.com', PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([identity?.stop(), listing?.stop()]);
  });

  const register = (overrides: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: CSRF,
      payload: { ...registration(`new-${randomUUID()}@example.com`, PASSWORD), ...overrides },
    });

  it('refuses a NUL byte in the sign-up names with a field error', async () => {
    expectFieldError(await register({ firstName: 'Ana\u0000' }), ['firstName']);
    expectFieldError(await register({ lastName: '\u0000' }), ['lastName']);
    expectFieldError(await register({ firstName: 'A\u0000na', lastName: 'Ro\u0000jas' }), [
      'firstName',
      'lastName',
    ]);
  });

  it('refuses other control characters and lone surrogates in names', async () => {
    for (const bad of ['Ana\u0007', 'A\tna', 'Ana\u0085x', 'Ana\ud800', '\udc00Ana', 'An\na']) {
      expectFieldError(await register({ firstName: bad }), ['firstName']);
    }
    // Unicode that is not broken is welcome: accents, emoji, other scripts.
    const fine = await register({ firstName: 'José 😀', lastName: 'Ñuñoa-李' });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses a NUL byte in a new password and never fails on one at log-in', async () => {
    expectFieldError(await register({ password: 'abc\u0000defghij' }), ['password']);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { email: 'user@example.com', password: `${PASSWORD}\u0000` },
    });
    expect(login.statusCode, login.body).toBe(401);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { email: 'nobody\u0000@example.com', password: '\u0000' },
    });
    expectFieldError(unknown, ['email']);
  });

  it('refuses a NUL byte in the profile text fields', async () => {
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/profile', headers: CSRF, cookies: user, payload });
    expectFieldError(await patch({ about: 'hola\u0000' }), ['about']);
    expectFieldError(await patch({ firstName: '\u0000' }), ['firstName']);
    expectFieldError(await patch({ about: 'bell \u0007' }), ['about']);
    // Line breaks and tabs belong in a multi-line text.
    const multiLine = await patch({ about: 'Hola,\r\nsoy Ana.\n\tAnfitriona' });
    expect(multiLine.statusCode, multiLine.body).toBe(200);
    expect(multiLine.json().about).toBe('Hola,\nsoy Ana.\n\tAnfitriona');
  });

  it('accepts only https: or /media/ photo addresses for the avatar', async () => {
    const patch = (avatarUrl: string | null) =>
      app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: CSRF,
        cookies: user,
        payload: { avatarUrl },
      });
    for (const bad of [
      'javascript:alert(document.cookie)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://images.example.com/a.png',
      '/media/../../etc/passwd',
    ]) {
      const res = await patch(bad);
      expectFieldError(res, ['avatarUrl']);
    }
    for (const good of ['https://images.example.com/a.png', '/media/avatars/a.webp', null]) {
      const res = await patch(good);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().avatarUrl).toBe(good);
    }
  });

  it('refuses a NUL byte in the admin user search', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/users?q=%00', cookies: admin });
    expectFieldError(res, ['q']);
    const ok = await app.inject({ method: 'GET', url: '/api/admin/users?q=Ana', cookies: admin });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses forged admin user cursors with a cursor field error', async () => {
    for (const cursor of FORGED_CURSORS) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/users?cursor=${encodeURIComponent(cursor)}`,
        cookies: admin,
      });
      expectFieldError(res, ['cursor']);
    }
  });

  it('refuses forged property list cursors with a cursor field error', async () => {
    for (const cursor of FORGED_CURSORS) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/properties?cursor=${encodeURIComponent(cursor)}`,
      });
      expectFieldError(res, ['cursor']);
    }
  });

  it('still pages with the cursors it hands out', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/properties?limit=3' });
    const next = first.json().nextCursor as string;
    const second = await app.inject({
      method: 'GET',
      url: `/api/properties?limit=3&cursor=${encodeURIComponent(next)}`,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().items).toHaveLength(3);

    const users = await app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=1',
      cookies: admin,
    });
    const cursor = users.json().nextCursor as string;
    const more = await app.inject({
      method: 'GET',
      url: `/api/admin/users?limit=1&cursor=${encodeURIComponent(cursor)}`,
      cookies: admin,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().items).toHaveLength(1);
    expect(more.json().items[0].id).not.toBe(users.json().items[0].id);
  });
});
