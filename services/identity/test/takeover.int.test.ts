import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IdentityRpc } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { signUp, signupBody, startIdentity, uniqueEmail, type IdentityHarness } from './helpers.js';

// Issue 7 (Hardening), hole 1: nobody but the owner of an inbox may end up holding an account
// for that address, whatever order sign-ups, provider sign-ins and resets arrive in.

let harness: IdentityHarness;

const OWNER_PASSWORD = 'Owner!pass1';
const ATTACKER_PASSWORD = 'Mallory!pass1';

beforeAll(async () => {
  harness = await startIdentity();
});

afterAll(async () => {
  await harness?.stop();
});

async function loginOutcome(email: string, password: string): Promise<string> {
  try {
    await harness.call(IdentityRpc.login, { email, password });
    return 'signed-in';
  } catch (error) {
    const e = error as { code?: string; details?: { reason?: string } };
    return e.details?.reason ?? e.code ?? 'unknown';
  }
}

async function profileOf(userId: string) {
  const rows = await sql<{ first_name: string; last_name: string; phone_number: string | null }>`
    select first_name, last_name, phone_number from profiles where user_id = ${userId}`.execute(
    harness.service.ctx.db,
  );
  return rows.rows[0];
}

async function usersWithEmail(email: string): Promise<number> {
  const rows = await sql<{ n: number }>`
    select count(*)::int as n from users where lower(email) = ${email.toLowerCase()}`.execute(
    harness.service.ctx.db,
  );
  return rows.rows[0]?.n ?? 0;
}

describe('a second registration for an address that already has an account', () => {
  it('changes neither password nor profile of an unverified account, and re-sends the code', async () => {
    const email = uniqueEmail('owner');
    const first = await harness.call(
      IdentityRpc.register,
      signupBody(email, { password: OWNER_PASSWORD, firstName: 'Ana' }),
    );
    await harness.nextCode(email, 'verify_email');

    const second = await harness.call(
      IdentityRpc.register,
      signupBody(email, { password: ATTACKER_PASSWORD, firstName: 'Mallory', lastName: 'X' }),
    );
    // Exactly what a new sign-up gets back.
    expect(second).toEqual({ userId: first.userId, email, status: 'unverified' });
    const resent = await harness.nextCode(email, 'verify_email');

    // Until verified, the first password is the one on file (it reaches "not confirmed").
    expect(await loginOutcome(email, OWNER_PASSWORD)).toBe('EMAIL_NOT_CONFIRMED');
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');
    expect(await profileOf(first.userId)).toMatchObject({ first_name: 'Ana', last_name: 'Pérez' });

    // The owner verifies with the code that reached the inbox: the other password never works.
    const session = await harness.call(IdentityRpc.verifyEmail, { email, code: resent.code });
    expect(session.user.id).toBe(first.userId);
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');
  });

  it('lets the same person register twice with the same password without losing it', async () => {
    const email = uniqueEmail('retry');
    await harness.call(IdentityRpc.register, signupBody(email, { password: OWNER_PASSWORD }));
    await harness.nextCode(email, 'verify_email');
    await harness.call(IdentityRpc.register, signupBody(email, { password: OWNER_PASSWORD }));
    const { code } = await harness.nextCode(email, 'verify_email');
    await harness.call(IdentityRpc.verifyEmail, { email, code });
    expect(await loginOutcome(email, OWNER_PASSWORD)).toBe('signed-in');
  });

  it('does not hand a pre-registered address to whoever registered first (pre-hijacking)', async () => {
    // The attacker registers the victim's address before the victim does.
    const email = uniqueEmail('prehijack');
    await harness.call(IdentityRpc.register, signupBody(email, { password: ATTACKER_PASSWORD }));
    await harness.nextCode(email, 'verify_email');
    // The victim signs up too (e.g. the email step said "new" a moment earlier)…
    await harness.call(IdentityRpc.register, signupBody(email, { password: OWNER_PASSWORD }));
    const { code } = await harness.nextCode(email, 'verify_email');
    // …and proves the inbox. Two strangers chose passwords; only the inbox was proven.
    await harness.call(IdentityRpc.verifyEmail, { email, code });
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');

    // The owner sets their password through the reset flow and keeps the account.
    await harness.call(IdentityRpc.requestCode, { email, purpose: 'reset_password' });
    const reset = await harness.nextCode(email, 'reset_password');
    await harness.call(IdentityRpc.resetPassword, {
      email,
      code: reset.code,
      password: OWNER_PASSWORD,
    });
    expect(await loginOutcome(email, OWNER_PASSWORD)).toBe('signed-in');
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');
  });

  it('answers an active account like a new sign-up and changes nothing', async () => {
    const session = await signUp(harness, uniqueEmail('active'));
    const email = session.user.email;
    const outboxBefore = await outboxSize();
    const reply = await harness.call(
      IdentityRpc.register,
      signupBody(email.toUpperCase(), { password: ATTACKER_PASSWORD, firstName: 'Mallory' }),
    );
    expect(reply).toEqual({ userId: session.user.id, email, status: 'unverified' });
    // Nothing to verify, so nothing sent; nothing changed.
    expect(await outboxSize()).toBe(outboxBefore);
    expect(await loginOutcome(email, 'Str0ng!pass')).toBe('signed-in');
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');
    expect(await profileOf(session.user.id)).toMatchObject({ first_name: 'Ana' });
  });

  it('two sign-ups for one new address at once: both answered alike, one account, no password survives unproven', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all([
      harness.call(IdentityRpc.register, signupBody(email, { password: OWNER_PASSWORD })),
      harness.call(IdentityRpc.register, signupBody(email, { password: ATTACKER_PASSWORD })),
    ]);
    expect(replies[0]).toEqual(replies[1]);
    expect(replies[0]).toMatchObject({ email, status: 'unverified' });
    expect(await usersWithEmail(email)).toBe(1);
    const { code } = await harness.nextCode(email, 'verify_email');
    // Whichever code is the live one; the newest is what the inbox shows last.
    const latest = await latestLiveCodeWorks(email, code);
    expect(latest).toBe(true);
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');
    expect(await loginOutcome(email, OWNER_PASSWORD)).toBe('UNAUTHENTICATED');
  });
});

describe('provider sign-in and password reset never hand an account to someone else', () => {
  it('refuses a provider email the provider did not verify, for new and unverified addresses alike', async () => {
    const fresh = uniqueEmail('oauth-new');
    const refusedNew = await errorOf(
      harness.call(IdentityRpc.oauthSignIn, {
        provider: 'google',
        providerSubject: `sub-${fresh}`,
        email: fresh,
        emailVerified: false,
      }),
    );
    expect(refusedNew.code).toBe('FORBIDDEN');
    expect(await usersWithEmail(fresh)).toBe(0);

    const pending = uniqueEmail('oauth-pending');
    await harness.call(IdentityRpc.register, signupBody(pending, { password: OWNER_PASSWORD }));
    const refused = await errorOf(
      harness.call(IdentityRpc.oauthSignIn, {
        provider: 'google',
        providerSubject: `sub-${pending}`,
        email: pending,
        emailVerified: false,
      }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(await loginOutcome(pending, OWNER_PASSWORD)).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('a verified provider sign-in takes over an unverified account without what a stranger put there', async () => {
    const email = uniqueEmail('oauth-claim');
    const squatted = await harness.call(
      IdentityRpc.register,
      signupBody(email, {
        password: ATTACKER_PASSWORD,
        firstName: 'Mallory',
        lastName: 'Squatter',
        phoneNumber: '9 9999 9999',
      }),
    );
    const session = await harness.call(IdentityRpc.oauthSignIn, {
      provider: 'google',
      providerSubject: `sub-${email}`,
      email,
      emailVerified: true,
      firstName: 'Sofía',
      lastName: 'Pérez',
    });
    expect(session.user.id).toBe(squatted.userId);
    expect(session.user.status).toBe('active');
    expect(await loginOutcome(email, ATTACKER_PASSWORD)).toBe('UNAUTHENTICATED');
    // Names and phone typed by whoever registered were never proven: the provider's replace them.
    expect(await profileOf(squatted.userId)).toEqual({
      first_name: 'Sofía',
      last_name: 'Pérez',
      phone_number: null,
    });
  });

  it('a reset code only ever resets the account it was sent for', async () => {
    const victim = await signUp(harness, uniqueEmail('victim'));
    const attacker = await signUp(harness, uniqueEmail('attacker'));
    await harness.call(IdentityRpc.requestCode, {
      email: attacker.user.email,
      purpose: 'reset_password',
    });
    const own = await harness.nextCode(attacker.user.email, 'reset_password');
    const error = await errorOf(
      harness.call(IdentityRpc.resetPassword, {
        email: victim.user.email,
        code: own.code,
        password: ATTACKER_PASSWORD,
      }),
    );
    expect(error.code).toBe('VALIDATION');
    expect(await loginOutcome(victim.user.email, 'Str0ng!pass')).toBe('signed-in');
  });
});

async function outboxSize(): Promise<number> {
  const rows = await sql<{ n: number }>`select count(*)::int as n from outbox`.execute(
    harness.service.ctx.db,
  );
  return rows.rows[0]?.n ?? 0;
}

/** With two codes sent at once, verifies with whichever is live (the other was replaced). */
async function latestLiveCodeWorks(email: string, firstSeen: string): Promise<boolean> {
  const candidates = [firstSeen];
  try {
    candidates.push((await harness.nextCode(email, 'verify_email')).code);
  } catch {
    // Only one code went out.
  }
  for (const code of candidates.reverse()) {
    try {
      await harness.call(IdentityRpc.verifyEmail, { email, code });
      return true;
    } catch {
      // Replaced by the other one.
    }
  }
  return false;
}
