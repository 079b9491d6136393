import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF, updateJar, cookieOf as cookie } from './browser.js';
import { startIdentityApp, type IdentityApp } from './identity-app.js';
import { BOOTSTRAP_TOKEN } from './identity-service.js';

describe('BFF identity guards against the running identity service: CSRF, validation, limits, reset, admin, OpenID', () => {
  let app: FastifyInstance;
  let post: IdentityApp['post'];
  let signUp: IdentityApp['signUp'];
  let identity: IdentityApp['identity'];
  let oidc: IdentityApp['oidc'];
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, post, signUp, identity, oidc, close } = await startIdentityApp());
  });
  afterAll(async () => {
    await close?.();
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
