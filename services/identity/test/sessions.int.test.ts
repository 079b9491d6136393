import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityRpc, type IdentitySession } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { actorOf, signUp, startIdentity, uniqueEmail, type IdentityHarness } from './helpers.js';

// Issue 7, hole 2 (identity's half): every session names its refresh-token family and the user's
// session version, and identity answers whether a session is still alive.

let harness: IdentityHarness;
const BOOTSTRAP_TOKEN = 'sessions-bootstrap-token-0123456789';

beforeAll(async () => {
  harness = await startIdentity({ ADMIN_BOOTSTRAP_TOKEN: BOOTSTRAP_TOKEN }, { booking: true });
});

afterAll(async () => {
  await harness?.stop();
});

const statusOf = (session: IdentitySession) =>
  harness.call(IdentityRpc.sessionStatus, {
    sessionId: session.sessionId!,
    userId: session.user.id,
  });

const login = (email: string, password = 'Str0ng!pass') =>
  harness.call(IdentityRpc.login, { email, password });

describe('session status', () => {
  it('names the family, keeps it across rotations, and ends it at logout', async () => {
    const session = await signUp(harness);
    expect(session.sessionId).toEqual(expect.any(String));
    expect(session.sessionVersion).toBe(0);
    expect(await statusOf(session)).toEqual({ active: true, sessionVersion: 0 });

    const rotated = await harness.call(IdentityRpc.refresh, {
      refreshToken: session.refreshToken,
    });
    expect(rotated.sessionId).toBe(session.sessionId);

    const out = await harness.call(IdentityRpc.logout, { refreshToken: rotated.refreshToken });
    expect(out).toEqual({ revoked: true, sessionId: session.sessionId, userId: session.user.id });
    expect(await statusOf(session)).toEqual({ active: false, sessionVersion: 0 });
  });

  it('says which family a refresh-token reuse ended', async () => {
    const session = await signUp(harness);
    await harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken });
    const reuse = await errorOf(
      harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken }),
    );
    expect(reuse.code).toBe('UNAUTHENTICATED');
    expect(reuse.details).toMatchObject({
      reason: 'REFRESH_REUSED',
      sessionId: session.sessionId,
      userId: session.user.id,
    });
    expect((await statusOf(session)).active).toBe(false);
  });

  it('raises the version on password change, keeping only the caller’s family alive', async () => {
    const here = await signUp(harness, uniqueEmail('change'));
    const elsewhere = await login(here.user.email);
    const reply = await harness.call(
      IdentityRpc.changePassword,
      {
        currentPassword: 'Str0ng!pass',
        newPassword: 'An0ther!pass',
        currentRefreshToken: here.refreshToken,
      },
      actorOf(here),
    );
    expect(reply).toEqual({ changed: true, sessionVersion: 1 });
    expect(await statusOf(here)).toEqual({ active: true, sessionVersion: 1 });
    expect(await statusOf(elsewhere)).toEqual({ active: false, sessionVersion: 1 });
    const next = await login(here.user.email, 'An0ther!pass');
    expect(next.sessionVersion).toBe(1);
  });

  it('raises the version and ends every family on reset and on deletion', async () => {
    const email = uniqueEmail('reset');
    const first = await signUp(harness, email);
    await harness.call(IdentityRpc.requestCode, { email, purpose: 'reset_password' });
    const { code } = await harness.nextCode(email, 'reset_password');
    const reset = await harness.call(IdentityRpc.resetPassword, {
      email,
      code,
      password: 'N3w!password',
    });
    expect(reset.sessionVersion).toBe(1);
    expect(await statusOf(first)).toEqual({ active: false, sessionVersion: 1 });
    expect(await statusOf(reset)).toEqual({ active: true, sessionVersion: 1 });

    const deleted = await harness.call(
      IdentityRpc.deleteUser,
      { password: 'N3w!password' },
      actorOf(reset),
    );
    expect(deleted).toEqual({ deleted: true, sessionVersion: 2 });
    expect((await statusOf(reset)).active).toBe(false);
  });

  it('raises the target’s version when an admin changes roles', async () => {
    const admin = await signUp(harness, uniqueEmail('admin'));
    await harness.call(IdentityRpc.bootstrapAdmin, { token: BOOTSTRAP_TOKEN }, actorOf(admin));
    const staff = await signUp(harness, uniqueEmail('staff'));
    const promoted = await harness.call(
      IdentityRpc.setRoles,
      { userId: staff.user.id, roles: ['admin'] },
      { userId: admin.user.id, roles: ['admin'] },
    );
    expect(promoted).toMatchObject({ roles: ['admin'], sessionVersion: 1 });
    // The family lives on: the next refresh re-mints a token with the new role and version.
    expect(await statusOf(staff)).toEqual({ active: true, sessionVersion: 1 });
    const refreshed = await harness.call(IdentityRpc.refresh, { refreshToken: staff.refreshToken });
    expect(refreshed.user.roles).toEqual(['admin']);
    expect(refreshed.sessionVersion).toBe(1);
  });

  it('answers inactive for a session id that is not the user’s', async () => {
    const one = await signUp(harness);
    const other = await signUp(harness);
    expect(
      await harness.call(IdentityRpc.sessionStatus, {
        sessionId: one.sessionId!,
        userId: other.user.id,
      }),
    ).toEqual({ active: false, sessionVersion: 0 });
  });
});
