import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { client, registration, signUp, type Client } from './browser.js';

// Issue 7, hole 1, through the HTTP API: a second sign-up for a taken address looks exactly like a
// first one and never changes the account.

describe('sign-up for an address that already has an account', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let owner: Client;
  let attacker: Client;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
    owner = client(app, { ip: '198.51.100.10' });
    attacker = client(app, { ip: '203.0.113.66' });
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  it('answers a repeat sign-up of an unverified address like a new one; the owner keeps the account', async () => {
    const email = 'owner@example.com';
    const first = await owner.post('/api/auth/register', registration(email, 'owner-password-1'));
    expect(first.statusCode).toBe(201);
    await identity.codeFor(email, 'verify_email');

    const second = await attacker.post(
      '/api/auth/register',
      registration(email, 'attacker-password-1', 'Mallory'),
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.json()).toEqual({ email, status: 'unverified' });

    // The code was sent again to the address; the owner verifies with the newest one.
    const code = await identity.codeFor(email, 'verify_email', 1);
    const verified = await owner.post('/api/auth/verify-email', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.profile.firstName).toBe('Ana');

    const stolen = await attacker.post('/api/auth/login', {
      email,
      password: 'attacker-password-1',
    });
    expect(stolen.statusCode).toBe(401);
  });

  it('answers a sign-up for an active address like a new one, sending and changing nothing', async () => {
    const email = 'activa@example.com';
    await signUp(owner, identity.codeFor, email, 'owner-password-2');
    const sent = identity.codesSent(email, 'verify_email');

    const again = await attacker.post(
      '/api/auth/register',
      registration(email, 'attacker-password-2', 'Mallory'),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ email, status: 'unverified' });

    expect(identity.codesSent(email, 'verify_email')).toBe(sent);
    expect(
      (await owner.post('/api/auth/login', { email, password: 'owner-password-2' })).statusCode,
    ).toBe(200);
    expect(
      (await attacker.post('/api/auth/login', { email, password: 'attacker-password-2' }))
        .statusCode,
    ).toBe(401);
  });
});
