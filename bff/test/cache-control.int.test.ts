import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';
import { CSRF, signUp, type Jar } from './accounts.js';

const PASSWORD = 'cache-policy-pass';

function expectCacheControl(res: LightMyRequestResponse, value: string): void {
  expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 120)}`).toBe(value);
}
const expectPersonal = (res: LightMyRequestResponse) =>
  expectCacheControl(res, 'private, no-store');
const expectNoStore = (res: LightMyRequestResponse) => expectCacheControl(res, 'no-store');

/**
 * What may be kept by a browser or a shared cache: only public catalogue answers to visitors
 * without a session. Anything answered to a signed-in request, and anything that sets a cookie,
 * must never be stored.
 */
describe('Cache-Control on API answers', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let app: FastifyInstance;
  let jar: Jar;
  let propertyId: string;

  beforeAll(async () => {
    [identity, listing] = await Promise.all([startIdentity(prefix), startListing(prefix)]);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      REFRESH_REUSE_WINDOW_SECONDS: '0',
    });
    jar = await signUp(app, identity, 'cache@example.com', PASSWORD);
    const list = await app.inject({ method: 'GET', url: '/api/properties?limit=1' });
    propertyId = list.json().items[0].id as string;
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([identity?.stop(), listing?.stop()]);
  });

  it('lets caches keep the public catalogue answered to a visitor, varying on cookies', async () => {
    for (const url of ['/api/properties?limit=2', `/api/properties/${propertyId}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    }
  });

  it('keeps anything answered to a signed-in request private and unstored', async () => {
    for (const url of [
      '/api/properties?limit=2',
      `/api/properties/${propertyId}`,
      '/api/me',
      '/api/profile',
      '/api/notifications/unread-count',
    ]) {
      const res = await app.inject({ method: 'GET', url, cookies: jar });
      expect(res.statusCode, url).toBe(200);
      expectPersonal(res);
    }
    // A refresh cookie alone is a session too: the answer sets new cookies.
    const refreshed = await app.inject({
      method: 'GET',
      url: '/api/properties?limit=1',
      cookies: { arrendo_rt: jar.arrendo_rt! },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.cookies.length).toBeGreaterThan(0);
    expectPersonal(refreshed);
  });

  it('keeps an auth answer that sets cookies private and unstored', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { email: 'cache@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.length).toBe(2);
    expectPersonal(login);
    // Log-out without a session still clears the cookies: an answer that sets cookies.
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: CSRF });
    expect(logout.statusCode).toBe(204);
    expectPersonal(logout);
    // A failed sign-in to a visitor sets nothing: not personal, but not for caches either.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { email: 'cache@example.com', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expectNoStore(wrong);
  });

  it('keeps the rest of the API out of caches, errors included', async () => {
    for (const url of [
      '/api/me',
      '/api/health',
      '/api/auth/providers',
      '/api/properties?limit=0',
      '/api/properties/not-a-uuid',
      '/api/nope',
      '/api/profile',
    ]) {
      expectNoStore(await app.inject({ method: 'GET', url }));
    }
  });
});
