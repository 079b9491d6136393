import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, IdentityRpc, SYSTEM_ACTOR, type IdentitySession } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import {
  actorOf,
  signUp,
  signupBody,
  startIdentity,
  uniqueEmail,
  type IdentityHarness,
} from './helpers.js';

const BOOTSTRAP = 'contact-test-bootstrap-token';

let harness: IdentityHarness;
let user: IdentitySession;
let admin: IdentitySession;

beforeAll(async () => {
  harness = await startIdentity({ ADMIN_BOOTSTRAP_TOKEN: BOOTSTRAP }, { booking: true });
  user = await signUp(harness, uniqueEmail('contact'));
  admin = await signUp(harness, uniqueEmail('admin'));
  await harness.call(IdentityRpc.bootstrapAdmin, { token: BOOTSTRAP }, actorOf(admin));
});

afterAll(async () => {
  await harness?.stop();
});

describe('rpc.identity.user.contact', () => {
  it('gives the system the email, first name and language of a user', async () => {
    const reply = await harness.call(IdentityRpc.contact, { userId: user.user.id }, SYSTEM_ACTOR);
    expect(reply).toEqual({
      userId: user.user.id,
      email: user.user.email,
      firstName: 'Ana',
      locale: 'en',
    });
  });

  it('answers in the language the user chose', async () => {
    const email = uniqueEmail('es');
    await harness.call(
      IdentityRpc.register,
      signupBody(email, { locale: 'es', firstName: 'Inés' }),
    );
    const { code } = await harness.nextCode(email, 'verify_email');
    const session = await harness.call(IdentityRpc.verifyEmail, { email, code });
    const reply = await harness.call(
      IdentityRpc.contact,
      { userId: session.user.id },
      SYSTEM_ACTOR,
    );
    expect(reply).toMatchObject({ email, firstName: 'Inés', locale: 'es' });
  });

  it('refuses people, admins included, and anonymous callers', async () => {
    for (const actor of [actorOf(user), actorOf(admin), ANONYMOUS]) {
      const error = await errorOf(
        harness.call(IdentityRpc.contact, { userId: user.user.id }, actor),
      );
      expect(error.code).toBe('FORBIDDEN');
    }
  });

  it('does not know unknown or deleted users', async () => {
    const unknown = await errorOf(
      harness.call(IdentityRpc.contact, { userId: randomUUID() }, SYSTEM_ACTOR),
    );
    expect(unknown.code).toBe('NOT_FOUND');

    const leaving = await signUp(harness, uniqueEmail('leaving'));
    await harness.call(IdentityRpc.deleteUser, { password: 'Str0ng!pass' }, actorOf(leaving));
    const deleted = await errorOf(
      harness.call(IdentityRpc.contact, { userId: leaving.user.id }, SYSTEM_ACTOR),
    );
    expect(deleted.code).toBe('NOT_FOUND');
  });
});
