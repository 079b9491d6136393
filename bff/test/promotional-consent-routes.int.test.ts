import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF, type Jar } from './browser.js';
import { startIdentityApp, type IdentityApp } from './identity-app.js';

const URL = '/api/me/promotional-consent';

describe('/api/me/promotional-consent against the running identity service', () => {
  let app: FastifyInstance;
  let signUp: IdentityApp['signUp'];
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, signUp, close } = await startIdentityApp());
  });
  afterAll(async () => {
    await close?.();
  });

  const get = (jar: Jar = {}) => app.inject({ method: 'GET', url: URL, cookies: jar });
  const put = (payload: unknown, jar: Jar = {}) =>
    app.inject({
      method: 'PUT',
      url: URL,
      cookies: jar,
      headers: CSRF,
      payload: payload as object,
    });

  it('answers 401 to a visitor, for reading and for changing', async () => {
    const read = await get();
    expect(read.statusCode).toBe(401);
    expect(read.json().error.code).toBe('UNAUTHENTICATED');
    const write = await put({ granted: true });
    expect(write.statusCode).toBe(401);
    expect(write.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 naming the field when `granted` is not a boolean', async () => {
    const jar = await signUp('consent-fields@example.com');
    for (const payload of [{ granted: 'yes' }, {}, { granted: true, userId: 'someone' }]) {
      const res = await put(payload, jar);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('VALIDATION');
      if ('granted' in payload && payload.granted === 'yes') {
        const paths = body.error.details.fields.map((f: { path: string }) => f.path);
        expect(paths).toEqual(['granted']);
      }
    }
    // Nothing was recorded by the refused requests.
    expect((await get(jar)).json()).toEqual({ granted: false, changedAt: null });
  });

  it('gives, keeps on a retry and withdraws consent, each with its date', async () => {
    const jar = await signUp('consent-round-trip@example.com');
    const initial = await get(jar);
    expect(initial.statusCode).toBe(200);
    expect(initial.headers['cache-control']).toBe('private, no-store');
    expect(initial.json()).toEqual({ granted: false, changedAt: null });

    const granted = await put({ granted: true }, jar);
    expect(granted.statusCode, granted.body).toBe(200);
    const grantedBody = granted.json();
    expect(grantedBody).toEqual({ granted: true, changedAt: expect.any(String) });
    expect((await get(jar)).json()).toEqual(grantedBody);

    const retried = await put({ granted: true }, jar);
    expect(retried.json()).toEqual(grantedBody);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const withdrawn = await put({ granted: false }, jar);
    expect(withdrawn.statusCode).toBe(200);
    const withdrawnBody = withdrawn.json();
    expect(withdrawnBody.granted).toBe(false);
    expect(Date.parse(withdrawnBody.changedAt)).toBeGreaterThan(Date.parse(grantedBody.changedAt));
    expect((await get(jar)).json()).toEqual(withdrawnBody);

    // Another person's consent is untouched by all of this.
    const other = await signUp('consent-other@example.com');
    expect((await get(other)).json()).toEqual({ granted: false, changedAt: null });
  });

  it('refuses a change without the CSRF header', async () => {
    const jar = await signUp('consent-csrf@example.com');
    const res = await app.inject({
      method: 'PUT',
      url: URL,
      cookies: jar,
      payload: { granted: true },
    });
    expect(res.statusCode).toBe(403);
    expect((await get(jar)).json()).toEqual({ granted: false, changedAt: null });
  });
});
