import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IdentityRpc } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { BOOTSTRAP_TOKEN, startIdentity } from './identity-service.js';
import { client, PASSWORD, signUp, updateJar, type Client, type Jar } from './browser.js';

// Issue 7, hole 2: logout, password change, reset, deletion, refresh-token reuse and role changes
// take effect on the very next request, on every BFF instance, not when the access token expires.

const ACCESS = 'arrendo_at';
const onlyAccess = (jar: Jar): Jar => ({ [ACCESS]: jar[ACCESS]! });

function settings(prefix: string, extra: Record<string, string> = {}) {
  return {
    NATS_SUBJECT_PREFIX: prefix,
    WEB_DIST_DIR: '/nonexistent/web/dist',
    REFRESH_REUSE_WINDOW_SECONDS: '0',
    ...extra,
  };
}

describe('ending sessions across BFF instances that share Redis', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let onA: Client;
  let onB: Client;
  let counter = 0;
  const email = (tag: string) => `${tag}-${(counter += 1)}@example.com`;

  beforeAll(async () => {
    identity = await startIdentity(prefix, { booking: true });
    a = await buildTestApp(settings(prefix));
    b = await buildTestApp(settings(prefix));
    onA = client(a);
    onB = client(b);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await identity?.stop();
  });

  /** B has seen (and cached) this session as valid before the change on A. */
  async function warmOnB(jar: Jar): Promise<void> {
    const res = await onB.get('/api/profile', onlyAccess(jar));
    expect(res.statusCode, res.body).toBe(200);
  }

  it('logout on one instance: the old access cookie gets 401 on the next request on the other', async () => {
    const jar = await signUp(onA, identity.codeFor, email('logout'));
    await warmOnB(jar);
    const out = await onA.post('/api/auth/logout', undefined, jar);
    expect(out.statusCode).toBe(204);
    expect((await onB.get('/api/profile', onlyAccess(jar))).statusCode).toBe(401);
    expect((await onB.get('/api/profile', jar)).statusCode).toBe(401);
    expect((await onB.get('/api/me', jar)).json()).toEqual({ user: null });
  });

  it('a password change ends every other session at once and keeps this one', async () => {
    const address = email('change');
    const here = await signUp(onA, identity.codeFor, address);
    const elsewhere = updateJar(
      {},
      await onB.post('/api/auth/login', { email: address, password: PASSWORD }),
    );
    await warmOnB(here);
    await warmOnB(elsewhere);

    const changed = await onA.post(
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'a-new-long-password' },
      here,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ changed: true });
    const stillHere = updateJar(here, changed);

    expect((await onB.get('/api/profile', onlyAccess(elsewhere))).statusCode).toBe(401);
    expect((await onB.get('/api/profile', elsewhere)).statusCode).toBe(401);
    expect((await onB.get('/api/profile', onlyAccess(stillHere))).statusCode).toBe(200);
    // This browser's older access cookie refreshes silently with its (kept) refresh cookie.
    expect((await onB.get('/api/profile', here)).statusCode).toBe(200);
  });

  it('a password reset ends every session at once, and signs in the one who reset', async () => {
    const address = email('reset');
    const before = await signUp(onA, identity.codeFor, address);
    await warmOnB(before);
    await onA.post('/api/auth/codes', { email: address, purpose: 'reset_password' });
    const code = await identity.codeFor(address, 'reset_password');
    const reset = await onA.post('/api/auth/password-reset', {
      email: address,
      code,
      password: 'reset-long-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await onB.get('/api/profile', onlyAccess(before))).statusCode).toBe(401);
    expect((await onB.get('/api/profile', before)).statusCode).toBe(401);
    expect((await onB.get('/api/profile', updateJar({}, reset))).statusCode).toBe(200);
  });

  it('deleting the account ends all of its sessions at once', async () => {
    const address = email('delete');
    const here = await signUp(onA, identity.codeFor, address);
    const elsewhere = updateJar(
      {},
      await onB.post('/api/auth/login', { email: address, password: PASSWORD }),
    );
    await warmOnB(here);
    await warmOnB(elsewhere);
    const deleted = await onA.send('DELETE', '/api/account', { password: PASSWORD }, here);
    expect(deleted.statusCode).toBe(204);
    // A route that never asks identity about the user: only the session check can refuse it.
    const unread = '/api/notifications/unread-count';
    expect((await onB.get(unread, onlyAccess(here))).statusCode).toBe(401);
    expect((await onB.get(unread, onlyAccess(elsewhere))).statusCode).toBe(401);
  });

  it('refresh-token reuse ends the access tokens of that family at once', async () => {
    const jar = await signUp(onA, identity.codeFor, email('reuse'));
    const rotated = await onA.post('/api/auth/refresh', undefined, jar);
    expect(rotated.statusCode).toBe(200);
    const newer = updateJar(jar, rotated);
    await warmOnB(newer);
    // Someone presents the already-rotated token: the family dies, and with it `newer`.
    const replay = await onA.post('/api/auth/refresh', undefined, { arrendo_rt: jar.arrendo_rt! });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: expect.any(String),
    });
    expect((await onB.get('/api/profile', onlyAccess(newer))).statusCode).toBe(401);
  });

  it('role changes reach every instance at once: a demoted admin loses admin routes now', async () => {
    const bossJar = await signUp(onA, identity.codeFor, email('boss'));
    const boot = await onA.post('/api/admin/bootstrap', { token: BOOTSTRAP_TOKEN }, bossJar);
    expect(boot.statusCode).toBe(200);
    const boss = updateJar(bossJar, boot);

    const staffAddress = email('staff');
    let staff = await signUp(onA, identity.codeFor, staffAddress);
    expect((await onB.get('/api/admin/users', staff)).statusCode).toBe(403);
    const list = await onA.get(`/api/admin/users?q=${encodeURIComponent(staffAddress)}`, boss);
    const staffId = list.json().items[0].id as string;

    const promote = await onA.send(
      'PUT',
      `/api/admin/users/${staffId}/roles`,
      { roles: ['admin'] },
      boss,
    );
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ id: staffId, roles: ['admin'] });
    // The staff member's next request, on the other instance, carries the new role.
    const promoted = await onB.get('/api/admin/users', staff);
    expect(promoted.statusCode).toBe(200);
    staff = updateJar(staff, promoted);
    await warmOnB(staff);

    const demote = await onA.send('PUT', `/api/admin/users/${staffId}/roles`, { roles: [] }, boss);
    expect(demote.statusCode).toBe(200);
    expect((await onB.get('/api/admin/users', onlyAccess(staff))).statusCode).toBe(401);
    expect((await onB.get('/api/admin/users', staff)).statusCode).toBe(403);
  });

  it('a valid session costs one Redis round trip and no identity call per request', async () => {
    const jar = await signUp(onA, identity.codeFor, email('cheap'));
    await warmOnB(jar);
    const spy = vi.spyOn(b.services, 'call');
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await onB.get('/api/profile', onlyAccess(jar))).statusCode).toBe(200);
      }
      const subjects = spy.mock.calls.map(([definition]) => definition.subject);
      expect(subjects).not.toContain(IdentityRpc.sessionStatus.subject);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('when Redis is down, identity decides; when identity is down too, nobody gets in', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let a: FastifyInstance;
  let blind: FastifyInstance;
  let identityStopped = false;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    a = await buildTestApp(settings(prefix));
    blind = await buildTestApp(settings(prefix, { REDIS_URL: 'redis://127.0.0.1:1' }));
  });

  afterAll(async () => {
    await a?.close();
    await blind?.close();
    if (!identityStopped) await identity?.stop();
  });

  it('falls back to identity without Redis, then answers 503 when identity is gone as well', async () => {
    const onA = client(a);
    const onBlind = client(blind);
    const kept = await signUp(onA, identity.codeFor, 'kept@example.com');
    const ended = await signUp(onA, identity.codeFor, 'ended@example.com');
    expect((await onBlind.get('/api/profile', onlyAccess(kept))).statusCode).toBe(200);
    expect((await onBlind.get('/api/profile', onlyAccess(ended))).statusCode).toBe(200);

    await onA.post('/api/auth/logout', undefined, ended);
    expect((await onBlind.get('/api/profile', onlyAccess(ended))).statusCode).toBe(401);

    await identity.stop();
    identityStopped = true;
    const res = await onBlind.get('/api/me', onlyAccess(kept));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
  });
});
