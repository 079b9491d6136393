import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

/** What the BFF decides on its own, before any service is asked (none runs under this prefix). */
describe('BFF with no services behind it', () => {
  let app: FastifyInstance;
  const csrf = { 'x-requested-with': 'arrendo' };

  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_LOGIN_PER_IP: '3',
      RATE_LIMIT_LOGIN_PER_EMAIL: '2',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says how to build the web app instead of serving a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('pnpm --filter @arrendo/web build');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 503 UNAVAILABLE when no service answers the subject', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/properties/${randomUUID()}` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe('down');
  });

  it('refuses state-changing requests without the CSRF header or from another origin', async () => {
    const payload = { email: 'a@example.com', password: 'whatever1' };
    const noHeader = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('FORBIDDEN');

    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...csrf, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);

    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...csrf, origin: 'http://localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('names every bad field in a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: csrf,
      payload: { email: 'not-an-email', password: 'short', firstName: '', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'extra']));
    expect(res.json().error.message).toContain('email');
  });

  it('rate-limits log-in per email and per address with 429 and a clear message', async () => {
    const attempt = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: csrf,
        payload: { email, password: 'wrong-password' },
      });
    // Identity is absent, so allowed attempts end in 503; the limiter counts before the call.
    expect((await attempt('Same@Example.com')).statusCode).toBe(503);
    expect((await attempt('same@example.com')).statusCode).toBe(503);
    const limited = await attempt('same@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per address: a third attempt with another email still counts against this IP (max 3).
    const byIp = await attempt('other@example.com');
    expect(byIp.statusCode).toBe(429);
  });

  it('keeps signed-in routes and admin routes closed to visitors', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me' })).json()).toEqual({ user: null });
    for (const url of ['/api/profile', '/api/notifications/unread-count', '/api/admin/users']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const roles = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${randomUUID()}/roles`,
      headers: csrf,
      payload: { roles: ['admin'] },
    });
    expect(roles.statusCode).toBe(401);
  });

  it('lists social providers as disabled and hides their routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({
      providers: [
        { id: 'google', enabled: false },
        { id: 'facebook', enabled: false },
        { id: 'apple', enabled: false },
      ],
    });
    const start = await app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    expect(start.statusCode).toBe(404);
  });

  it('accepts an empty JSON body on body-less POSTs', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/email-status',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION');
  });

  it('refreshing without a refresh cookie is a 401 that clears the cookies', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: csrf });
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.map((c) => c.name).sort();
    expect(cleared).toEqual(['arrendo_at', 'arrendo_rt']);
  });
});

describe('BFF behind HTTPS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
      PUBLIC_URL: 'https://arrendo.example',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('uses __Host- cookie names with Secure, and checks Origin against PUBLIC_URL', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'arrendo', origin: 'https://arrendo.example' },
    });
    expect(res.statusCode).toBe(401);
    const cookies = res.cookies as { name: string; secure?: boolean; path?: string }[];
    expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-arrendo_at', '__Host-arrendo_rt']);
    for (const c of cookies) expect(c).toMatchObject({ secure: true, path: '/' });

    const http = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'arrendo', origin: 'http://arrendo.example' },
    });
    expect(http.statusCode).toBe(403);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
