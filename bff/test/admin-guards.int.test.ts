import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { CSRF, signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

/**
 * The rule, written here on its own rather than imported from the guard: a route is an admin
 * route when its path has an `admin` segment (`/api/admin/…`, `/admin/queues…`,
 * `/api/<service>/admin/…`); status and bootstrap are the ways in before any admin exists.
 */
const OPEN = new Set(['/api/admin/status', '/api/admin/bootstrap']);
const isAdminRoute = (url: string) => /(^|\/)admin(\/|$)/.test(url) && !OPEN.has(url);

/** A request a client could really send: a uuid for each parameter, a word for a wildcard. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()).replace(/\*$/, 'main.js');
}

/**
 * Every admin route the app registers, found as it registers them (so a new one cannot be
 * missed), refuses a visitor with 401 and a signed-in user without the admin role with 403 —
 * before validating anything (no 400) and before looking anything up (no 404).
 */
describe('every admin route refuses visitors and non-admins', () => {
  const prefix = uniquePrefix();
  const routes: RouteOptions[] = [];
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let user: Jar;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp(
      {
        NATS_SUBJECT_PREFIX: prefix,
        WEB_DIST_DIR: '/nonexistent/web/dist',
        RATE_LIMIT_ENABLED: 'false',
      },
      { onRoute: (route) => routes.push(route) },
    );
    user = await signUp(app, identity, 'guards-user@example.com', 'guards-user-password');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  const adminRequests = () =>
    routes
      .filter((route) => isAdminRoute(route.url))
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method: method as HTTPMethods,
          route: route.url,
        })),
      );

  it('finds the admin routes: the API, other services’ admin routes and the queue board', () => {
    const urls = new Set(adminRequests().map((r) => r.route));
    expect(urls.size).toBeGreaterThan(15);
    for (const url of ['/api/admin/users', '/api/admin/users/:id/roles', '/admin/queues']) {
      expect(urls).toContain(url);
    }
    expect([...urls].some((u) => u.startsWith('/admin/queues/api/'))).toBe(true);
  });

  it('answers 401 to a visitor and 403 to a signed-in non-admin, on every one', async () => {
    const wrong: string[] = [];
    for (const { method, route } of adminRequests()) {
      const url = concrete(route);
      // Sent as the web app sends them: the CSRF header on changes, a JSON body where one goes.
      const changes = method !== 'GET' && method !== 'HEAD';
      const request = {
        method,
        url,
        headers: { ...(changes ? CSRF : {}), accept: 'application/json' },
        ...(changes && method !== 'DELETE' ? { payload: {} } : {}),
      };
      const anonymous = await app.inject({ ...request, cookies: {} });
      if (anonymous.statusCode !== 401) {
        wrong.push(`${method} ${route} as a visitor: ${anonymous.statusCode} ${anonymous.body}`);
      } else if (method !== 'HEAD' && anonymous.json().error?.code !== 'UNAUTHENTICATED') {
        wrong.push(`${method} ${route} as a visitor: ${anonymous.body}`);
      }
      const member = await app.inject({ ...request, cookies: user });
      if (member.statusCode !== 403) {
        wrong.push(`${method} ${route} as a non-admin: ${member.statusCode} ${member.body}`);
      } else if (method !== 'HEAD' && member.json().error?.code !== 'FORBIDDEN') {
        wrong.push(`${method} ${route} as a non-admin: ${member.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves status and bootstrap reachable without the role', async () => {
    const status = await app.inject({ method: 'GET', url: '/api/admin/status', cookies: user });
    expect(status.statusCode, status.body).toBe(200);
    // Bootstrap is reachable: a wrong token is the service's refusal, not the guard's.
    const bootstrap = await app.inject({
      method: 'POST',
      url: '/api/admin/bootstrap',
      cookies: user,
      headers: CSRF,
      payload: { token: 'not-the-bootstrap-token' },
    });
    expect(bootstrap.statusCode, bootstrap.body).not.toBe(401);
    expect(bootstrap.json().error?.message).not.toBe('This page is for administrators only.');
  });
});
