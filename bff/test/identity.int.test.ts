import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp, TEST_JWT_SECRET } from './helper.js';
import { BOOTSTRAP_TOKEN, startIdentity } from './identity-service.js';
import { startFakeOidc } from './fake-oidc.js';

const CSRF = { 'x-requested-with': 'arrendo' };
const PASSWORD = 'correct-horse-battery';

type Jar = Record<string, string>;

/** What a browser would keep after a response: set cookies replace, cleared ones go. */
function updateJar(jar: Jar, res: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const c of res.cookies as {
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
  }[]) {
    const expired =
      c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
    if (expired || c.value === '') delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}

function cookie(res: LightMyRequestResponse, name: string) {
  return (res.cookies as { name: string; [k: string]: unknown }[]).find((c) => c.name === name);
}

describe('BFF identity routes against the running identity service', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    oidc = await startFakeOidc('bff-test-client', 'bff-test-secret');
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      REFRESH_REUSE_WINDOW_SECONDS: '0',
      // Every injected request comes from 127.0.0.1: per-address limits would end the file early.
      RATE_LIMIT_CODES_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_VERIFY_PER_IP: '1000',
      RATE_LIMIT_EMAIL_STATUS_PER_IP: '1000',
      RATE_LIMIT_CODES_PER_EMAIL: '3',
      GOOGLE_CLIENT_ID: 'bff-test-client',
      GOOGLE_CLIENT_SECRET: 'bff-test-secret',
      GOOGLE_ISSUER: oidc.issuer,
    });
  });

  afterAll(async () => {
    await app?.close();
    await oidc?.close();
    await identity?.stop();
  });

  const post = (
    url: string,
    payload: object | undefined,
    jar: Jar = {},
    extra: Record<string, string> = {},
  ) => app.inject({ method: 'POST', url, payload, cookies: jar, headers: { ...CSRF, ...extra } });

  /** Sign-up through the routes a browser uses; returns the signed-in cookie jar. */
  async function signUp(email: string): Promise<Jar> {
    const status = await post('/api/auth/email-status', { email });
    expect(status.json()).toEqual({ status: 'new' });
    const registered = await post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Ana',
      lastName: 'Rojas',
      birthday: '1990-05-01',
      countryCode: 'CL',
      phoneNumber: '912345678',
      locale: 'es',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ email, status: 'unverified' });
    const code = await identity.codeFor(email, 'verify_email');
    const verified = await post('/api/auth/verify-email', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, status: 'active' });
    return updateJar({}, verified);
  }

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

  it('refuses cookie-authed changes without the CSRF header or from another origin', async () => {
    const jar = await signUp('csrf@example.com');
    const noHeader = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      cookies: jar,
      payload: { about: 'hi' },
    });
    expect(noHeader.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      cookies: jar,
      headers: { ...CSRF, origin: 'https://evil.example' },
      payload: { about: 'hi' },
    });
    expect(foreign.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      cookies: jar,
      headers: { ...CSRF, origin: 'http://localhost:3000' },
      payload: { about: 'hi' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().about).toBe('hi');
  });

  it('names the bad field in a 400', async () => {
    const jar = await signUp('fields@example.com');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      cookies: jar,
      headers: CSRF,
      payload: { phoneNumber: 'call me', countryCode: 'XX' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .error.details.fields.map((f: { path: string }) => f.path)
      .sort();
    expect(paths).toEqual(['countryCode', 'phoneNumber']);
  });

  it('rate-limits code requests per email with 429', async () => {
    const email = 'codes@example.com';
    await signUp(email);
    const ask = () => post('/api/auth/codes', { email, purpose: 'reset_password' });
    // Sign-up used one slot of this email's code bucket (register); limit is 3.
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('resets a forgotten password and signs the user in', async () => {
    const email = 'forgot@example.com';
    await signUp(email);
    expect((await post('/api/auth/codes', { email, purpose: 'reset_password' })).statusCode).toBe(
      202,
    );
    const code = await identity.codeFor(email, 'reset_password');
    const res = await post('/api/auth/password-reset', {
      email,
      code,
      password: 'a-brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(cookie(res, 'arrendo_at')?.value).toEqual(expect.any(String));
    const login = await post('/api/auth/login', { email, password: 'a-brand-new-pass' });
    expect(login.statusCode).toBe(200);
  });

  it('guards admin routes: 401 anonymous, 403 non-admin; bootstrap grants the role at once', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);

    const jar = await signUp('boss@example.com');
    const other = await signUp('staff@example.com');
    const forbidden = await app.inject({ method: 'GET', url: '/api/admin/users', cookies: jar });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');

    expect((await app.inject({ method: 'GET', url: '/api/admin/status' })).json()).toEqual({
      hasAdmin: false,
    });
    const wrong = await post('/api/admin/bootstrap', { token: 'not-the-token' }, jar);
    expect(wrong.statusCode).toBe(403);
    const bootstrap = await post('/api/admin/bootstrap', { token: BOOTSTRAP_TOKEN }, jar);
    expect(bootstrap.statusCode).toBe(200);
    expect(bootstrap.json().user.roles).toEqual(['admin']);
    const admin = updateJar(jar, bootstrap);
    expect(admin.arrendo_at).not.toBe(jar.arrendo_at);

    const users = await app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=50',
      cookies: admin,
    });
    expect(users.statusCode).toBe(200);
    const staff = users
      .json()
      .items.find((u: { email: string }) => u.email === 'staff@example.com');
    expect(staff).toBeDefined();

    const promote = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${staff.id}/roles`,
      cookies: admin,
      headers: CSRF,
      payload: { roles: ['admin'] },
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().roles).toEqual(['admin']);

    const promotedAtOnce = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${staff.id}/roles`,
      cookies: other,
      headers: CSRF,
      payload: { roles: [] },
    });
    // The promotion raised the staff member's session version: their next request re-minted
    // the access token through the refresh cookie, with the admin role (decision 0005).
    expect(promotedAtOnce.statusCode).toBe(200);
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

  it('signs in with an OpenID provider and lands on the remembered page', async () => {
    const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json().providers).toContainEqual({ id: 'google', enabled: true });

    const start = await app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/start?returnTo=/bookings',
    });
    expect(start.statusCode).toBe(302);
    const location = start.headers.location as string;
    expect(location.startsWith(`${oidc.issuer}/authorize?`)).toBe(true);
    expect(new URL(location).searchParams.get('code_challenge_method')).toBe('S256');
    const flowJar = updateJar({}, start);
    expect(Object.keys(flowJar)).toEqual(['arrendo_oauth']);

    const callbackQuery = oidc.authorize(location, {
      sub: 'google-user-1',
      email: 'social@example.com',
      givenName: 'Sofía',
      familyName: 'Pérez',
    });
    const callback = await app.inject({
      method: 'GET',
      url: `/api/auth/oauth/google/callback?${new URLSearchParams(callbackQuery)}`,
      cookies: flowJar,
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/bookings');
    const jar = updateJar(flowJar, callback);
    expect(jar.arrendo_oauth).toBeUndefined();
    const me = await app.inject({ method: 'GET', url: '/api/me', cookies: jar });
    expect(me.json().user).toMatchObject({
      email: 'social@example.com',
      profile: { firstName: 'Sofía' },
    });

    // A callback whose state does not match the flow cookie signs nobody in.
    const forged = await app.inject({
      method: 'GET',
      url: `/api/auth/oauth/google/callback?code=abc&state=forged`,
      cookies: flowJar,
    });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/?authError=oauth_failed');
    expect(cookie(forged, 'arrendo_at')).toBeUndefined();
  });

  it('accepts a form_post callback (as Apple sends it) without the CSRF header', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    const flowJar = updateJar({}, start);
    const params = oidc.authorize(start.headers.location as string, {
      sub: 'google-user-2',
      email: 'posted@example.com',
      givenName: 'Tomás',
      familyName: 'Vidal',
    });
    const callback = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/google/callback',
      cookies: flowJar,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(cookie(callback, 'arrendo_at')?.value).toEqual(expect.any(String));
  });
});
