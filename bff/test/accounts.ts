import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { BOOTSTRAP_TOKEN, type startIdentity } from './identity-service.js';

export const CSRF = { 'x-requested-with': 'arrendo' } as const;

export type Jar = Record<string, string>;

/** What a browser would keep after a response: set cookies replace, cleared ones go. */
export function updateJar(jar: Jar, res: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (c.maxAge === 0 || c.value === '') delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}

export function registration(email: string, password: string) {
  return {
    email,
    password,
    firstName: 'Ana',
    lastName: 'Rojas',
    birthday: '1990-05-01',
    countryCode: 'CL',
    phoneNumber: '912345678',
    locale: 'es',
  };
}

/** Signs up through the routes a browser uses; returns the signed-in cookie jar. */
export async function signUp(
  app: FastifyInstance,
  identity: Awaited<ReturnType<typeof startIdentity>>,
  email: string,
  password: string,
): Promise<Jar> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: CSRF });
  const registered = await post('/api/auth/register', registration(email, password));
  expect(registered.statusCode, registered.body).toBe(201);
  const code = await identity.codeFor(email, 'verify_email');
  const verified = await post('/api/auth/verify-email', { email, code });
  expect(verified.statusCode, verified.body).toBe(200);
  return updateJar({}, verified);
}

/** Makes the signed-in user of `jar` the first admin; returns the jar with the new access token. */
export async function becomeAdmin(app: FastifyInstance, jar: Jar): Promise<Jar> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/bootstrap',
    payload: { token: BOOTSTRAP_TOKEN },
    cookies: jar,
    headers: CSRF,
  });
  expect(res.statusCode, res.body).toBe(200);
  return updateJar(jar, res);
}
