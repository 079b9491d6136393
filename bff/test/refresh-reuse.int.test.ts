import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { client, cookieOf, signUp, updateJar, type Client, type Jar } from './browser.js';

// Issue 7, hole 5: the grace window for a just-rotated refresh token serves the parallel requests
// of the same browser, not whoever else holds a copy of the token.

const VICTIM = { ip: '198.51.100.20', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

describe('refresh-token reuse window', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let counter = 0;
  const email = () => `reuse-${(counter += 1)}@example.com`;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    const settings = {
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      REFRESH_REUSE_WINDOW_SECONDS: '10',
    };
    a = await buildTestApp(settings);
    b = await buildTestApp(settings);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await identity?.stop();
  });

  async function rotatedOnce(victim: Client): Promise<{ old: Jar; rotated: Jar }> {
    const old = await signUp(victim, identity.codeFor, email());
    const first = await victim.post('/api/auth/refresh', undefined, {
      arrendo_rt: old.arrendo_rt!,
    });
    expect(first.statusCode).toBe(200);
    return { old, rotated: updateJar(old, first) };
  }

  it('gives the same new session to the same client, on any instance, inside the window', async () => {
    const { old, rotated } = await rotatedOnce(client(a, VICTIM));
    const again = await client(b, VICTIM).post('/api/auth/refresh', undefined, {
      arrendo_rt: old.arrendo_rt!,
    });
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again, 'arrendo_rt')?.value).toBe(rotated.arrendo_rt);
  });

  it('treats the same token from another client as reuse: no session, and the family ends', async () => {
    const victim = client(a, VICTIM);
    const { old, rotated } = await rotatedOnce(victim);

    // A copy of the old token, replayed from elsewhere a moment later.
    const thief = client(b, { ip: '203.0.113.99', userAgent: 'curl/8.5.0' });
    const stolen = await thief.post('/api/auth/refresh', undefined, {
      arrendo_rt: old.arrendo_rt!,
    });
    expect(stolen.statusCode).toBe(401);
    expect(cookieOf(stolen, 'arrendo_rt')?.value).toBe('');

    // Reuse detection ended the family: the victim's new tokens stop too (sign in again).
    expect((await victim.get('/api/profile', { arrendo_at: rotated.arrendo_at! })).statusCode).toBe(
      401,
    );
    expect(
      (await victim.post('/api/auth/refresh', undefined, { arrendo_rt: rotated.arrendo_rt! }))
        .statusCode,
    ).toBe(401);
  });

  it('counts a different browser at the same address as another client', async () => {
    const { old } = await rotatedOnce(client(a, VICTIM));
    const sameNetwork = client(a, { ip: VICTIM.ip, userAgent: 'Mozilla/5.0 Chrome/139.0' });
    const res = await sameNetwork.post('/api/auth/refresh', undefined, {
      arrendo_rt: old.arrendo_rt!,
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the shared result unreadable to anyone without the old token', async () => {
    const { old, rotated } = await rotatedOnce(client(a, VICTIM));
    const key = `bff:${prefix}refreshed:${createHash('sha256').update(old.arrendo_rt!).digest('hex')}`;
    const stored = await a.redis.get(key);
    expect(stored).toEqual(expect.any(String));
    expect(stored).not.toContain(rotated.arrendo_rt);
    expect(stored).not.toContain('@example.com');
  });
});
