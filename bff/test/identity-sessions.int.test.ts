import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { CSRF, PASSWORD, updateJar, cookieOf as cookie } from './browser.js';
import { startIdentityApp, type IdentityApp } from './identity-app.js';
import { TEST_JWT_SECRET } from './helper.js';

describe('BFF sessions against the running identity service: sign-up, refresh, password, log-out, deletion', () => {
  let app: FastifyInstance;
  let post: IdentityApp['post'];
  let signUp: IdentityApp['signUp'];
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, post, signUp, close } = await startIdentityApp({ booking: true }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('signs up, sets HttpOnly SameSite=Lax session cookies, and /api/me knows the user', async () => {
    const email = 'ana@example.com';
    const jar = await signUp(email);
    expect(Object.keys(jar).sort()).toEqual(['arrendo_at', 'arrendo_rt']);

    const login = await post('/api/auth/login', { email: 'ANA@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    for (const name of ['arrendo_at', 'arrendo_rt']) {
      expect(cookie(login, name)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // Plain http in tests: Secure would make the browser drop it.
      expect(cookie(login, name)?.secure).toBeFalsy();
    }
    expect(cookie(login, 'arrendo_at')?.maxAge).toBe(15 * 60);

    const me = await app.inject({ method: 'GET', url: '/api/me', cookies: updateJar({}, login) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, roles: [], profile: { firstName: 'Ana' } });

    const signedOut = await app.inject({ method: 'GET', url: '/api/me' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });
  });

  it('counts unread notifications for the signed-in user only', async () => {
    const jar = await signUp('bell@example.com');
    const res = await app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      cookies: jar,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
    const anonymous = await app.inject({ method: 'GET', url: '/api/notifications/unread-count' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rotates once for parallel requests that carry the same refresh token', async () => {
    const jar = await signUp('parallel@example.com');
    const only = { arrendo_rt: jar.arrendo_rt! };
    const results = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/me', cookies: only })),
    );
    for (const res of results)
      expect(res.json().user).toMatchObject({ email: 'parallel@example.com' });
    const rotated = new Set(results.map((r) => cookie(r, 'arrendo_rt')?.value));
    expect(rotated.size).toBe(1);
    // Had the token been rotated three times, the family would now be revoked.
    const next = await post('/api/auth/refresh', undefined, {
      arrendo_rt: [...rotated][0] as string,
    });
    expect(next.statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const email = 'cambio@example.com';
    const here = await signUp(email);
    const elsewhere = updateJar({}, await post('/api/auth/login', { email, password: PASSWORD }));
    const changed = await post(
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'another-long-pass' },
      here,
    );
    expect(changed.statusCode).toBe(200);
    // This browser can still refresh its session; the other one was signed out.
    const refreshedHere = await post('/api/auth/refresh', undefined, {
      arrendo_rt: here.arrendo_rt!,
    });
    expect(refreshedHere.statusCode).toBe(200);
    const refreshedElsewhere = await post('/api/auth/refresh', undefined, {
      arrendo_rt: elsewhere.arrendo_rt!,
    });
    expect(refreshedElsewhere.statusCode).toBe(401);
    const oldPassword = await post('/api/auth/login', { email, password: PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('refuses a wrong password with 401', async () => {
    const res = await post('/api/auth/login', {
      email: 'ana@example.com',
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect(res.cookies).toEqual([]);
  });

  it('refreshes silently when the access token is missing or expired', async () => {
    const jar = await signUp('silent@example.com');

    const withoutAccess = await app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { arrendo_rt: jar.arrendo_rt! },
    });
    expect(withoutAccess.json().user).toMatchObject({ email: 'silent@example.com' });
    const rotated = updateJar(jar, withoutAccess);
    expect(rotated.arrendo_rt).not.toBe(jar.arrendo_rt);
    expect(rotated.arrendo_at).toEqual(expect.any(String));

    const expired = await new SignJWT({ roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arrendo-bff')
      .setSubject(withoutAccess.json().user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const withExpired = await app.inject({
      method: 'GET',
      url: '/api/profile',
      cookies: { ...rotated, arrendo_at: expired },
    });
    expect(withExpired.statusCode).toBe(200);
    expect(withExpired.json()).toMatchObject({ firstName: 'Ana' });
    expect(cookie(withExpired, 'arrendo_rt')?.value).not.toBe(rotated.arrendo_rt);
  });

  it('detects refresh-token reuse: 401, cookies cleared, the whole family revoked', async () => {
    const jar = await signUp('reuse@example.com');
    const first = await post('/api/auth/refresh', undefined, { arrendo_rt: jar.arrendo_rt! });
    expect(first.statusCode).toBe(200);
    const newer = updateJar(jar, first);

    const replay = await post('/api/auth/refresh', undefined, { arrendo_rt: jar.arrendo_rt! });
    expect(replay.statusCode).toBe(401);
    expect(cookie(replay, 'arrendo_at')?.value).toBe('');
    expect(cookie(replay, 'arrendo_rt')?.value).toBe('');

    const victim = await post('/api/auth/refresh', undefined, { arrendo_rt: newer.arrendo_rt! });
    expect(victim.statusCode).toBe(401);
  });

  it('logs out: 204, both cookies cleared, the refresh token no longer works', async () => {
    const jar = await signUp('bye@example.com');
    const res = await post('/api/auth/logout', undefined, jar);
    expect(res.statusCode).toBe(204);
    expect(updateJar(jar, res)).toEqual({});
    const again = await post('/api/auth/refresh', undefined, { arrendo_rt: jar.arrendo_rt! });
    expect(again.statusCode).toBe(401);
  });

  it('deletes the account: 204, cookies cleared, the session is gone', async () => {
    const jar = await signUp('leaving@example.com');
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies: jar,
      headers: CSRF,
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies: jar,
      headers: CSRF,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(updateJar(jar, res)).toEqual({});
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { arrendo_rt: jar.arrendo_rt! },
    });
    expect(me.json()).toEqual({ user: null });
  });
});
