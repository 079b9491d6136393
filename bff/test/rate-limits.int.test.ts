import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { BOOTSTRAP_TOKEN, startIdentity } from './identity-service.js';
import { client, PASSWORD, registration, signUp, updateJar, type Jar } from './browser.js';

// Issue 7, hole 4: limits that protect secrets fail closed, and a stranger cannot use a limit to
// keep the owner of an account out.

const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

describe('auth rate limits', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let noRedis: FastifyInstance;
  let owner: ReturnType<typeof client>;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_LOGIN_PER_IP: '10',
      RATE_LIMIT_LOGIN_PER_EMAIL: '3',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '8',
    });
    // The same system, but this instance cannot reach Redis.
    noRedis = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      REDIS_URL: UNREACHABLE_REDIS,
    });
    owner = client(app, { ip: '198.51.100.1' });
  });

  afterAll(async () => {
    await noRedis?.close();
    await app?.close();
    await identity?.stop();
  });

  it('refuses log-in, codes, sign-up, verification, reset and bootstrap with 503 when Redis is down', async () => {
    const email = 'redis-down@example.com';
    const jar = await signUp(owner, identity.codeFor, email);
    const down = client(noRedis, { ip: '198.51.100.1' });

    const attempts = {
      login: await down.post('/api/auth/login', { email, password: PASSWORD }),
      register: await down.post('/api/auth/register', registration('nobody-yet@example.com')),
      codes: await down.post('/api/auth/codes', { email, purpose: 'reset_password' }),
      verify: await down.post('/api/auth/verify-email', { email, code: '123456' }),
      reset: await down.post('/api/auth/password-reset', {
        email,
        code: '123456',
        password: 'another-password',
      }),
      bootstrap: await down.post('/api/admin/bootstrap', { token: 'guess' }, jar),
    };
    for (const [what, res] of Object.entries(attempts)) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
      expect(res.json().error.code, what).toBe('UNAVAILABLE');
      expect(res.cookies, what).toEqual([]);
    }
    // Nothing happened behind the refusal: no account, no code.
    const status = await owner.post('/api/auth/email-status', { email: 'nobody-yet@example.com' });
    expect(status.json()).toEqual({ status: 'new' });
    expect(identity.codesSent(email, 'reset_password')).toBe(0);

    // The modal's first step stays open: it reveals only what the product shows by design.
    const emailStatus = await down.post('/api/auth/email-status', { email });
    expect(emailStatus.statusCode).toBe(200);
    expect(emailStatus.json()).toEqual({ status: 'active' });
  });

  it('a stranger hammering an address from elsewhere does not stop the owner logging in', async () => {
    const email = 'hammered@example.com';
    await signUp(owner, identity.codeFor, email);
    const stranger = client(app, { ip: '203.0.113.7' });
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        (await stranger.post('/api/auth/login', { email, password: `guess-${i}` })).statusCode,
      );
    }
    // The stranger is slowed down (per address and per client)…
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.slice(3).every((s) => s === 429)).toBe(true);
    // …the owner is not.
    const login = await owner.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('an account-wide lock is short, and the owner can still reset the password meanwhile', async () => {
    const email = 'botnet-target@example.com';
    await signUp(owner, identity.codeFor, email);
    // Several strangers, each within its own per-address allowance, together trip the account.
    for (let n = 0; n < 4; n += 1) {
      const stranger = client(app, { ip: `203.0.113.${100 + n}` });
      for (let i = 0; i < 3; i += 1) {
        await stranger.post('/api/auth/login', { email, password: `guess-${n}-${i}` });
      }
    }
    const locked = await owner.post('/api/auth/login', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(60);

    expect(
      (await owner.post('/api/auth/codes', { email, purpose: 'reset_password' })).statusCode,
    ).toBe(202);
    const code = await identity.codeFor(email, 'reset_password');
    const reset = await owner.post('/api/auth/password-reset', {
      email,
      code,
      password: 'owner-chose-this',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(email);
  });

  it('a spoofed X-Forwarded-For does not buy a client fresh per-address counters', async () => {
    const proxied = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      TRUST_PROXY: 'true',
      RATE_LIMIT_EMAIL_STATUS_PER_IP: '3',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await proxied.inject({
          method: 'POST',
          url: '/api/auth/email-status',
          // The load balancer (10.0.0.2) appends the real client; the client wrote the rest.
          remoteAddress: '10.0.0.2',
          headers: {
            'x-requested-with': 'arrendo',
            'x-forwarded-for': `${randomBytes(2).join('.')}.1.1, 192.0.2.77`,
          },
          payload: { email: `spoof-${i}@example.com` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('secrets checked behind a session are rate-limited too', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  it('limits guesses of the admin bootstrap token', async () => {
    const browser = client(app, { ip: '198.51.100.2' });
    const jar = await signUp(browser, identity.codeFor, 'would-be-admin@example.com');
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(
        (await browser.post('/api/admin/bootstrap', { token: `guess-${i}` }, jar)).statusCode,
      );
    }
    expect(answers.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(answers.slice(5)).toEqual([429, 429]);
    // Even the right token waits: the limit is about guessing, not about being right.
    const right = await browser.post('/api/admin/bootstrap', { token: BOOTSTRAP_TOKEN }, jar);
    expect(right.statusCode).toBe(429);
  });

  it('limits current-password guesses by whoever holds a session (change password, delete account)', async () => {
    const browser = client(app, { ip: '198.51.100.3' });
    let jar: Jar = await signUp(browser, identity.codeFor, 'stolen-cookie@example.com');
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await browser.post(
        '/api/account/password',
        { currentPassword: `guess-${i}`, newPassword: 'attacker-password' },
        jar,
      );
      jar = updateJar(jar, res);
      answers.push(res.statusCode);
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await browser.send('DELETE', '/api/account', { password: `guess-d${i}` }, jar);
      jar = updateJar(jar, res);
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

// Issue 25, point 6: wrong codes are counted per code (identity: a code dies at its fifth wrong
// guess, a new one starts afresh) and per client (the BFF), never per e-mail address, so nobody's
// wrong codes keep the owner's correct, newest code out.
describe('one-time codes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const reasonOf = (res: { json(): { error?: { details?: { reason?: string } } } }) =>
    res.json().error?.details?.reason;

  it('other clients’ wrong codes: the owner asks for a new code and it is accepted', async () => {
    const email = 'code-owner@example.com';
    const owner = client(app, { ip: '198.51.100.40' });
    expect((await owner.post('/api/auth/register', registration(email))).statusCode).toBe(201);
    const first = await identity.codeFor(email, 'verify_email');
    // One stranger kills the code with five wrong guesses; three more keep guessing at it.
    for (let n = 0; n < 4; n += 1) {
      const stranger = client(app, { ip: `203.0.113.${40 + n}` });
      for (let i = 0; i < 5; i += 1) {
        const res = await stranger.post('/api/auth/verify-email', { email, code: wrong(first) });
        expect(res.statusCode, res.body).toBe(400);
      }
    }
    const dead = await owner.post('/api/auth/verify-email', { email, code: first });
    expect(dead.statusCode, dead.body).toBe(400);
    expect(reasonOf(dead)).toBe('OTP_LOCKED');

    const asked = await owner.post('/api/auth/codes', { email, purpose: 'verify_email' });
    expect(asked.statusCode).toBe(202);
    const newest = await identity.codeFor(email, 'verify_email', 1);
    // Before: 429 for ten minutes (twenty wrong guesses filled the address's bucket).
    const verified = await owner.post('/api/auth/verify-email', { email, code: newest });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user.email).toBe(email);
  });

  it('a code guessed wrong five times is dead, and a newly requested code works', async () => {
    const email = 'typing-owner@example.com';
    const owner = client(app, { ip: '198.51.100.41' });
    expect((await owner.post('/api/auth/register', registration(email))).statusCode).toBe(201);
    const first = await identity.codeFor(email, 'verify_email');
    const reasons: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      reasons.push(
        reasonOf(await owner.post('/api/auth/verify-email', { email, code: wrong(first) })),
      );
    }
    expect(reasons).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_LOCKED',
    ]);
    // Dead even when right. Before: 429 here already (five tries filled this client's bucket
    // for the address), and for the new code below.
    const dead = await owner.post('/api/auth/verify-email', { email, code: first });
    expect(reasonOf(dead)).toBe('OTP_LOCKED');

    expect(
      (await owner.post('/api/auth/codes', { email, purpose: 'verify_email' })).statusCode,
    ).toBe(202);
    const newest = await identity.codeFor(email, 'verify_email', 1);
    const verified = await owner.post('/api/auth/verify-email', { email, code: newest });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('one client guessing codes across many addresses is still limited', async () => {
    const guesser = client(app, { ip: '203.0.113.60' });
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await guesser.post('/api/auth/verify-email', {
        email: `someone-${i}@example.com`,
        code: '123456',
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
      }
    }
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another client is not affected.
    const other = await client(app, { ip: '198.51.100.42' }).post('/api/auth/verify-email', {
      email: 'someone-0@example.com',
      code: '123456',
    });
    expect(other.statusCode).toBe(400);
  });
});
