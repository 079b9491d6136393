import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { queuePrefixFor, uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { becomeAdmin, signUp, type Jar } from './accounts.js';
import { buildTestApp, createWebDist } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'queue-board-password';

interface BoardQueue {
  name: string;
  readOnlyMode: boolean;
  isPaused: boolean;
  counts: Record<string, number>;
}

/**
 * Bull Board at /admin/queues against the real identity and notification services, whose
 * queues (their schedules, notification's email queue) live in Redis under the test's prefix.
 * The web app is "built" here, so the SPA's fallback is there to swallow the page if it could.
 */
describe('queue board at /admin/queues', () => {
  const prefix = uniquePrefix();
  const web = createWebDist();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let admin: Jar;
  let user: Jar;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      QUEUE_PREFIX: queuePrefixFor(prefix),
      WEB_DIST_DIR: web.dir,
      RATE_LIMIT_ENABLED: 'false',
    });
    // Signing up sends verification emails: jobs on notification.email.
    user = await signUp(app, identity, 'queues-user@example.com', PASSWORD);
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, 'queues-admin@example.com', PASSWORD),
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
    web.remove();
  });

  const page = (cookies: Jar) =>
    app.inject({ method: 'GET', url: '/admin/queues', cookies, headers: { accept: 'text/html' } });
  const queues = async (): Promise<BoardQueue[]> => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      cookies: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { queues: BoardQueue[] }).queues;
  };

  it('refuses a visitor (401) and a signed-in non-admin (403), page, API and assets alike', async () => {
    for (const url of ['/admin/queues', '/admin/queues/api/queues', '/admin/queues/static/x.js']) {
      const anonymous = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(anonymous.statusCode, `${url} ${anonymous.body}`).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      const member = await app.inject({
        method: 'GET',
        url,
        cookies: user,
        headers: { accept: 'text/html' },
      });
      expect(member.statusCode, `${url} ${member.body}`).toBe(403);
      expect(member.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('shows an admin the board itself, not the web app, with its own scripts', async () => {
    const res = await page(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<base href="/admin/queues/"');
    expect(res.body).toContain('Arrendo queues');
    expect(res.body).not.toContain('<div id="root"></div></body>');
    // The site-wide CSP holds: the board loads only scripts from this origin.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await app.inject({
        method: 'GET',
        url: `/admin/queues/${src}`,
        cookies: admin,
      });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toMatch(/javascript/);
    }
  });

  it("lists every service's queues found in Redis, read-only", async () => {
    const expected = ['identity.schedules', 'notification.email', 'notification.schedules'];
    const found = await waitFor(
      async () => {
        const names = (await queues()).map((q) => q.name);
        return expected.every((n) => names.includes(n)) ? names : undefined;
      },
      15_000,
      500,
    );
    expect(found).toEqual(expect.arrayContaining(expected));
    const email = (await queues()).find((q) => q.name === 'notification.email');
    expect(email?.readOnlyMode).toBe(true);
  });

  it('changes nothing: a pause is refused, and a request from another site is too', async () => {
    const origin = new URL(app.config.PUBLIC_URL).origin;
    const pause = await app.inject({
      method: 'PUT',
      url: '/admin/queues/api/queues/notification.email/pause',
      cookies: admin,
      headers: { origin },
    });
    expect(pause.statusCode, pause.body).toBe(405);
    const crossSite = await app.inject({
      method: 'PUT',
      url: '/admin/queues/api/queues/pause',
      cookies: admin,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode, crossSite.body).toBe(403);
    expect(crossSite.json().error.code).toBe('FORBIDDEN');
    const email = (await queues()).find((q) => q.name === 'notification.email');
    expect(email?.isPaused).toBe(false);
  });
});
