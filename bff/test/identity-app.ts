import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { uniquePrefix } from '@arrendo/kit/testing';
import { CSRF, PASSWORD, updateJar, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startFakeOidc } from './fake-oidc.js';

/**
 * The BFF in front of the real identity service and a local OpenID provider, with the per-address
 * limits raised (every injected request comes from 127.0.0.1) but three code requests per e-mail.
 */
export async function startIdentityApp(options: { booking?: boolean } = {}) {
  const prefix = uniquePrefix();
  const identity = await startIdentity(prefix, options);
  const oidc = await startFakeOidc('bff-test-client', 'bff-test-secret');
  const app: FastifyInstance = await buildTestApp({
    NATS_SUBJECT_PREFIX: prefix,
    WEB_DIST_DIR: '/nonexistent/web/dist',
    REFRESH_REUSE_WINDOW_SECONDS: '0',
    RATE_LIMIT_CODES_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_VERIFY_PER_IP: '1000',
    RATE_LIMIT_EMAIL_STATUS_PER_IP: '1000',
    RATE_LIMIT_CODES_PER_EMAIL: '3',
    GOOGLE_CLIENT_ID: 'bff-test-client',
    GOOGLE_CLIENT_SECRET: 'bff-test-secret',
    GOOGLE_ISSUER: oidc.issuer,
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

  return {
    app,
    identity,
    oidc,
    post,
    signUp,
    async close() {
      await app.close();
      await oidc.close();
      await identity.stop();
    },
  };
}

export type IdentityApp = Awaited<ReturnType<typeof startIdentityApp>>;
