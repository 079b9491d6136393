import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { registration } from './accounts.js';

const PASSWORD = 'production-cookies-pass-1';
const ONE_YEAR = 31_536_000;

/** Every Set-Cookie header of an answer, as the browser receives them. */
function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** A cookie's attributes by lower-case name (`secure: ''` when the flag is present). */
function attributesOf(cookie: string): { name: string; attributes: Record<string, string> } {
  const [pair = '', ...rest] = cookie.split(';').map((part) => part.trim());
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq === -1) attributes[part.toLowerCase()] = '';
    else attributes[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
  }
  return { name: pair.slice(0, pair.indexOf('=')), attributes };
}

/** HSTS as a browser reads it: max-age in seconds and whether subdomains are included. */
function hstsOf(
  res: LightMyRequestResponse,
): { maxAge: number; includeSubDomains: boolean } | null {
  const value = res.headers['strict-transport-security'];
  if (typeof value !== 'string') return null;
  const parts = value.split(';').map((p) => p.trim().toLowerCase());
  const maxAge = Number(parts.find((p) => p.startsWith('max-age='))?.slice('max-age='.length));
  return { maxAge, includeSubDomains: parts.includes('includesubdomains') };
}

/**
 * Signs up, logs in, refreshes, logs out and starts and ends a social sign-in against `app`,
 * and answers every response that set or cleared a cookie, labelled.
 */
async function sessionJourney(
  app: FastifyInstance,
  identity: Awaited<ReturnType<typeof startIdentity>>,
  email: string,
  origin: string,
): Promise<[string, LightMyRequestResponse][]> {
  const headers = { 'x-requested-with': 'arrendo', origin };
  const post = (url: string, payload?: object, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers, cookies, ...(payload ? { payload } : {}) });
  const jarOf = (res: LightMyRequestResponse) =>
    Object.fromEntries(res.cookies.map((c) => [c.name, c.value] as const));

  const registered = await post('/api/auth/register', registration(email, PASSWORD));
  expect(registered.statusCode, registered.body).toBe(201);
  const code = await identity.codeFor(email, 'verify_email');
  const verified = await post('/api/auth/verify-email', { email, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const refreshName = Object.keys(jarOf(login)).find((n) => n.endsWith('arrendo_rt'))!;
  const refresh = await post('/api/auth/refresh', undefined, {
    [refreshName]: jarOf(login)[refreshName]!,
  });
  expect(refresh.statusCode, refresh.body).toBe(200);
  const logout = await post('/api/auth/logout', undefined, jarOf(refresh));
  expect(logout.statusCode, logout.body).toBeLessThan(300);
  const oauthStart = await app.inject({ method: 'GET', url: '/api/auth/oauth/facebook/start' });
  expect(oauthStart.statusCode, oauthStart.body).toBe(302);
  const oauthBack = await app.inject({
    method: 'GET',
    url: '/api/auth/oauth/facebook/callback?error=access_denied',
    cookies: jarOf(oauthStart),
  });
  expect(oauthBack.statusCode).toBe(302);
  return [
    ['verify-email', verified],
    ['login', login],
    ['refresh', refresh],
    ['logout', logout],
    ['oauth start', oauthStart],
    ['oauth callback', oauthBack],
  ];
}

describe('transport security by deployment (NODE_ENV, PUBLIC_URL)', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  const apps: FastifyInstance[] = [];

  const build = async (overrides: Record<string, string>) => {
    const app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      FACEBOOK_CLIENT_ID: 'fb-client',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      ...overrides,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    identity = await startIdentity(prefix);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await identity?.stop();
  });

  it('in production: every session and sign-in cookie is a valid Secure __Host- cookie, and HSTS is sent', async () => {
    const app = await build({ NODE_ENV: 'production', PUBLIC_URL: 'https://arrendo.example' });
    const journey = await sessionJourney(
      app,
      identity,
      'prod-https@example.com',
      'https://arrendo.example',
    );
    const seen = new Set<string>();
    for (const [step, res] of journey) {
      const cookies = setCookies(res);
      expect(cookies.length, step).toBeGreaterThan(0);
      for (const cookie of cookies) {
        const { name, attributes } = attributesOf(cookie);
        seen.add(name);
        // What a browser demands of a `__Host-` cookie, or it refuses it.
        expect(name, `${step}: ${cookie}`).toMatch(/^__Host-/);
        expect(attributes, `${step}: ${cookie}`).toHaveProperty('secure');
        expect(attributes.path, `${step}: ${cookie}`).toBe('/');
        expect(attributes, `${step}: ${cookie}`).not.toHaveProperty('domain');
        expect(attributes, `${step}: ${cookie}`).toHaveProperty('httponly');
      }
      expect(hstsOf(res), step).toEqual({ maxAge: ONE_YEAR, includeSubDomains: true });
    }
    expect([...seen].sort()).toEqual([
      '__Host-arrendo_at',
      '__Host-arrendo_oauth',
      '__Host-arrendo_rt',
    ]);

    // Not only where a cookie is set: pages, errors and health alike.
    for (const url of ['/api/me', '/api/health', '/api/nowhere', '/some/page']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(hstsOf(res), url).toEqual({ maxAge: ONE_YEAR, includeSubDomains: true });
    }
  });

  it('in production on this machine over http (the local demo): Secure cookies and HSTS all the same', async () => {
    const app = await build({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    const journey = await sessionJourney(
      app,
      identity,
      'prod-local@example.com',
      'http://localhost:3000',
    );
    for (const [step, res] of journey) {
      for (const cookie of setCookies(res)) {
        const { attributes } = attributesOf(cookie);
        expect(attributes, `${step}: ${cookie}`).toHaveProperty('secure');
        expect(attributes.path, `${step}: ${cookie}`).toBe('/');
        expect(attributes, `${step}: ${cookie}`).not.toHaveProperty('domain');
      }
      expect(hstsOf(res), step).toEqual({ maxAge: ONE_YEAR, includeSubDomains: true });
    }
    // Pages stay reachable over http here: no upgrade of their own files to https.
    const me = await app.inject({ method: 'GET', url: '/api/me' });
    expect(String(me.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('in development over http://localhost: no HSTS and no Secure flag, so the dev site keeps working', async () => {
    const app = await build({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    const journey = await sessionJourney(
      app,
      identity,
      'dev-local@example.com',
      'http://localhost:3000',
    );
    for (const [step, res] of journey) {
      expect(res.headers['strict-transport-security'], step).toBeUndefined();
      for (const cookie of setCookies(res)) {
        const { name, attributes } = attributesOf(cookie);
        expect(name, step).not.toMatch(/^__Host-/);
        expect(attributes, `${step}: ${cookie}`).not.toHaveProperty('secure');
      }
    }
  });
});
