import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IdentityRpc, type IdentitySession } from '@arrendo/contracts';
import { waitFor, errorOf } from '@arrendo/kit/testing';
import {
  actorOf,
  signUp,
  signupBody,
  startIdentity,
  uniqueEmail,
  type IdentityHarness,
} from './helpers.js';

let harness: IdentityHarness;
let alice: IdentitySession;
let bob: IdentitySession;

beforeAll(async () => {
  // No ADMIN_BOOTSTRAP_TOKEN: the service must generate one and log it once.
  harness = await startIdentity({}, { booking: true });
  alice = await signUp(harness, uniqueEmail('alice'));
  bob = await signUp(harness, uniqueEmail('bob'));
});

afterAll(async () => {
  await harness?.stop();
});

function generatedToken(): string {
  const lines = harness.logLines.filter((line) => line.includes('ADMIN BOOTSTRAP TOKEN'));
  expect(lines).toHaveLength(1);
  const match = /ADMIN BOOTSTRAP TOKEN[^:]*: ([A-Za-z0-9_-]{43})/.exec(lines[0] ?? '');
  if (!match?.[1]) throw new Error('no bootstrap token in the log');
  return match[1];
}

describe('profiles', () => {
  it('are readable by their owner only', async () => {
    const own = await harness.call(
      IdentityRpc.getProfile,
      { userId: alice.user.id },
      actorOf(alice),
    );
    expect(own.userId).toBe(alice.user.id);
    const other = await errorOf(
      harness.call(IdentityRpc.getProfile, { userId: alice.user.id }, actorOf(bob)),
    );
    expect(other.code).toBe('FORBIDDEN');
    // Claiming admin in the envelope does not help: roles are checked against the database.
    const forged = await errorOf(
      harness.call(
        IdentityRpc.getProfile,
        { userId: alice.user.id },
        { userId: bob.user.id, roles: ['admin'] },
      ),
    );
    expect(forged.code).toBe('FORBIDDEN');
    const anonymous = await errorOf(
      harness.call(IdentityRpc.getProfile, { userId: alice.user.id }),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('are changed only as the actor: a body cannot name another user', async () => {
    const raw = (await harness.rawCall(
      IdentityRpc.updateProfile.subject,
      { userId: alice.user.id, firstName: 'Mallory' },
      actorOf(bob),
    )) as { ok: boolean; error?: { code: string } };
    expect(raw).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });

    const updated = await harness.call(
      IdentityRpc.updateProfile,
      { firstName: 'Roberto', countryCode: 'AR', about: 'Hola' },
      actorOf(bob),
    );
    expect(updated).toMatchObject({
      userId: bob.user.id,
      fullName: 'Roberto Pérez',
      countryCode: 'AR',
      phoneNumber: '+54 9 1234 5678',
      about: 'Hola',
    });
    const untouched = await harness.call(IdentityRpc.me, {}, actorOf(alice));
    expect(untouched.profile.firstName).toBe('Ana');
  });

  it('refuse a birthday under 18', async () => {
    const birthday = `${new Date().getUTCFullYear() - 10}-06-01`;
    const error = await errorOf(
      harness.call(IdentityRpc.updateProfile, { birthday }, actorOf(bob)),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.fields?.[0]?.path).toBe('birthday');
  });
});

describe('validation', () => {
  it('names the bad field, checked by the service itself', async () => {
    const reply = (await harness.rawCall(IdentityRpc.register.subject, {
      ...signupBody('not-an-email'),
      birthday: 'yesterday',
    })) as { ok: false; error: { code: string; details: { fields: { path: string }[] } } };
    expect(reply.ok).toBe(false);
    expect(reply.error.code).toBe('VALIDATION');
    const paths = reply.error.details.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'birthday']));

    const code = (await harness.rawCall(IdentityRpc.verifyEmail.subject, {
      email: alice.user.email,
      code: '12ab56',
    })) as { error: { details: { fields: { path: string }[] } } };
    expect(code.error.details.fields.map((f) => f.path)).toEqual(['code']);
  });
});

describe('admin', () => {
  it('refuses non-admins', async () => {
    expect(await harness.call(IdentityRpc.adminStatus, {})).toEqual({ hasAdmin: false });
    await expect(
      harness.call(IdentityRpc.listUsers, { limit: 10 }, actorOf(alice)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      harness.call(
        IdentityRpc.setRoles,
        { userId: alice.user.id, roles: ['admin'] },
        actorOf(alice),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      harness.call(IdentityRpc.bootstrapAdmin, { token: 'wrong-token-value' }, actorOf(alice)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      harness.call(IdentityRpc.bootstrapAdmin, { token: generatedToken() }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('bootstraps once with the generated token, stored only as a hash', async () => {
    const token = generatedToken();
    const stored = await sql<{ value: string }>`select value from settings`.execute(
      harness.service.ctx.db,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.value).not.toContain(token);

    const me = await harness.call(IdentityRpc.bootstrapAdmin, { token }, actorOf(alice));
    expect(me.roles).toEqual(['admin']);
    expect(await harness.call(IdentityRpc.adminStatus, {})).toEqual({ hasAdmin: true });
    const again = await errorOf(harness.call(IdentityRpc.bootstrapAdmin, { token }, actorOf(bob)));
    expect(again.code).toBe('CONFLICT');
  });

  it('lists users with a cursor and a search', async () => {
    const admin = { userId: alice.user.id, roles: ['admin' as const] };
    const first = await harness.call(IdentityRpc.listUsers, { limit: 1 }, admin);
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await harness.call(
      IdentityRpc.listUsers,
      { limit: 1, cursor: first.nextCursor ?? undefined },
      admin,
    );
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const found = await harness.call(IdentityRpc.listUsers, { limit: 10, q: 'roberto' }, admin);
    expect(found.items.map((u) => u.id)).toEqual([bob.user.id]);
  });

  it('sets roles, but never removes the last admin', async () => {
    const admin = { userId: alice.user.id, roles: ['admin' as const] };
    const last = await errorOf(
      harness.call(IdentityRpc.setRoles, { userId: alice.user.id, roles: [] }, admin),
    );
    expect(last.code).toBe('CONFLICT');
    const promoted = await harness.call(
      IdentityRpc.setRoles,
      { userId: bob.user.id, roles: ['admin'] },
      admin,
    );
    expect(promoted.roles).toEqual(['admin']);
    const demoted = await harness.call(
      IdentityRpc.setRoles,
      { userId: alice.user.id, roles: [] },
      admin,
    );
    expect(demoted.roles).toEqual([]);
    // Her token still says admin, but the database no longer does.
    await expect(harness.call(IdentityRpc.listUsers, { limit: 5 }, admin)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const bobAdmin = { userId: bob.user.id, roles: ['admin' as const] };
    const profile = await harness.call(IdentityRpc.getProfile, { userId: alice.user.id }, bobAdmin);
    expect(profile.userId).toBe(alice.user.id);
  });
});

describe('account', () => {
  it('changes the password only with the current one, keeping the caller signed in', async () => {
    const session = await signUp(harness, uniqueEmail('carol'));
    const otherDevice = await harness.call(IdentityRpc.login, {
      email: session.user.email,
      password: 'Str0ng!pass',
    });
    const wrong = await errorOf(
      harness.call(
        IdentityRpc.changePassword,
        { currentPassword: 'not-it', newPassword: 'An0ther!pass' },
        actorOf(session),
      ),
    );
    expect(wrong.details?.fields?.[0]?.path).toBe('currentPassword');
    await harness.call(
      IdentityRpc.changePassword,
      {
        currentPassword: 'Str0ng!pass',
        newPassword: 'An0ther!pass',
        currentRefreshToken: session.refreshToken,
      },
      actorOf(session),
    );
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken }),
    ).resolves.toBeTruthy();
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: otherDevice.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('deletes: anonymised, signed out everywhere, event emitted, address free again', async () => {
    const email = uniqueEmail('dave');
    const session = await signUp(harness, email);
    const wrong = await errorOf(
      harness.call(IdentityRpc.deleteUser, { password: 'nope' }, actorOf(session)),
    );
    expect(wrong.details?.fields?.[0]?.path).toBe('password');

    expect(
      await harness.call(IdentityRpc.deleteUser, { password: 'Str0ng!pass' }, actorOf(session)),
    ).toMatchObject({ deleted: true });
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(harness.call(IdentityRpc.me, {}, actorOf(session))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const row = await sql<{ email: string; first_name: string; birthday: string | null }>`
      select u.email, p.first_name, p.birthday from users u join profiles p on p.user_id = u.id
      where u.id = ${session.user.id}`.execute(harness.service.ctx.db);
    expect(row.rows[0]).toMatchObject({ first_name: '', birthday: null });
    expect(row.rows[0]?.email).not.toBe(email);
    await waitFor(async () =>
      (await harness.streamEvents()).find(
        (e) =>
          e.type === 'evt.identity.user.deleted' &&
          (e.data as { userId: string }).userId === session.user.id,
      ),
    );

    expect(await harness.call(IdentityRpc.emailStatus, { email })).toEqual({ status: 'new' });
    const again = await signUp(harness, email);
    expect(again.user.id).not.toBe(session.user.id);
  });
});

describe('oauth sign-in', () => {
  it('creates an active user, then links the same provider identity again', async () => {
    const email = uniqueEmail('oauth');
    const input = {
      provider: 'google' as const,
      providerSubject: `sub-${email}`,
      email,
      emailVerified: true,
      firstName: 'Olga',
    };
    const first = await harness.call(IdentityRpc.oauthSignIn, input);
    expect(first.user).toMatchObject({ status: 'active', profile: { firstName: 'Olga' } });
    const second = await harness.call(IdentityRpc.oauthSignIn, input);
    expect(second.user.id).toBe(first.user.id);
  });

  it('links to an existing account only when the provider verified the email', async () => {
    const unverified = await errorOf(
      harness.call(IdentityRpc.oauthSignIn, {
        provider: 'facebook',
        providerSubject: 'fb-1',
        email: bob.user.email,
        emailVerified: false,
      }),
    );
    expect(unverified.code).toBe('FORBIDDEN');
    const linked = await harness.call(IdentityRpc.oauthSignIn, {
      provider: 'facebook',
      providerSubject: 'fb-1',
      email: bob.user.email,
      emailVerified: true,
    });
    expect(linked.user.id).toBe(bob.user.id);
  });
});
