import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** What a browser sends with every state-changing request (see plugins/app/csrf.ts). */
export const CSRF = { 'x-requested-with': 'arrendo' };
export const PASSWORD = 'correct-horse-battery';

export type Jar = Record<string, string>;

/** What a browser keeps after a response: set cookies replace, cleared ones go. */
export function updateJar(jar: Jar, res: LightMyRequestResponse): Jar {
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

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return (res.cookies as { name: string; value: string; [k: string]: unknown }[]).find(
    (c) => c.name === name,
  );
}

export interface ClientOptions {
  /** The client's address as the BFF sees it (rate limits count per address). */
  ip?: string;
  userAgent?: string;
}

/** One browser talking to one BFF instance: `inject` with its address, agent and CSRF header. */
export function client(app: FastifyInstance, options: ClientOptions = {}) {
  const base = {
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...CSRF, 'user-agent': options.userAgent ?? 'vitest-browser/1.0' },
  };
  return {
    post: (url: string, payload?: object, jar: Jar = {}) =>
      app.inject({ ...base, method: 'POST', url, payload, cookies: jar }),
    get: (url: string, jar: Jar = {}) => app.inject({ ...base, method: 'GET', url, cookies: jar }),
    send: (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload: object, jar: Jar = {}) =>
      app.inject({ ...base, method, url, payload, cookies: jar }),
  };
}
export type Client = ReturnType<typeof client>;

export function registration(email: string, password = PASSWORD, firstName = 'Ana') {
  return {
    email,
    password,
    firstName,
    lastName: 'Rojas',
    birthday: '1990-05-01',
    countryCode: 'CL',
    phoneNumber: '912345678',
    locale: 'es',
  };
}

/** Register → code from identity's event → verify: the signed-in cookie jar. */
export async function signUp(
  browser: Client,
  codeFor: (email: string, purpose: 'verify_email', after?: number) => Promise<string>,
  email: string,
  password = PASSWORD,
): Promise<Jar> {
  const registered = await browser.post('/api/auth/register', registration(email, password));
  expect(registered.statusCode, registered.body).toBe(201);
  const code = await codeFor(email, 'verify_email');
  const verified = await browser.post('/api/auth/verify-email', { email, code });
  expect(verified.statusCode, verified.body).toBe(200);
  return updateJar({}, verified);
}
