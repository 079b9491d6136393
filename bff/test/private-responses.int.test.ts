import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { client, PASSWORD, signUp, type Client } from './browser.js';

// A shared cache (CDN, corporate proxy) that stored a response carrying Set-Cookie, or a page
// made for one signed-in person, would hand that session or page to the next visitor.

describe('responses that carry or depend on a session are never stored by caches', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let browser: Client;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    browser = client(app);
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  it('marks sign-in, personal pages, silent refreshes and logout as no-store', async () => {
    const email = 'private@example.com';
    const jar = await signUp(browser, identity.codeFor, email);
    const responses = {
      login: await browser.post('/api/auth/login', { email, password: PASSWORD }),
      profile: await browser.get('/api/profile', jar),
      me: await browser.get('/api/me', jar),
      silentRefresh: await browser.get('/api/me', { arrendo_rt: jar.arrendo_rt! }),
      logout: await browser.post('/api/auth/logout', undefined, jar),
    };
    for (const [what, res] of Object.entries(responses)) {
      expect(res.statusCode, what).toBeLessThan(300);
      expect(res.headers['cache-control'], what).toBe('private, no-store');
    }
  });

  it('keeps visitor answers out of caches too, unless the route is public catalogue', async () => {
    const res = await browser.get('/api/auth/providers');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
