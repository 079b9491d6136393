import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IdentityRpc, type Actor, type IdentityUserExport } from '@arrendo/contracts';
import { errorOf, jsonKeys } from '@arrendo/kit/testing';
import {
  actorOf,
  signUp,
  signupBody,
  startIdentity,
  uniqueEmail,
  type IdentityHarness,
} from './helpers.js';

// Ley 21.719: consent to promotional messages is stored with its date and can be withdrawn, and
// a person can take all of their data with them (identity's part of the export).

let harness: IdentityHarness;
const ANONYMOUS: Actor = { userId: null, roles: [] };

beforeAll(async () => {
  harness = await startIdentity({}, { booking: true });
});

afterAll(async () => {
  await harness?.stop();
});

const getConsent = (actor: Actor) => harness.call(IdentityRpc.getPromotionalConsent, {}, actor);
const setConsent = (actor: Actor, granted: boolean) =>
  harness.call(IdentityRpc.setPromotionalConsent, { granted }, actor);
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function historyOf(userId: string): Promise<{ granted: boolean; source: string }[]> {
  const { rows } = await sql<{ granted: boolean; source: string }>`
    select granted, source from promotional_consents where user_id = ${userId}
    order by changed_at, id`.execute(harness.service.ctx.db);
  return rows;
}

describe('promotional consent', () => {
  it('refuses anonymous callers', async () => {
    expect((await errorOf(getConsent(ANONYMOUS))).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(setConsent(ANONYMOUS, true))).code).toBe('UNAUTHENTICATED');
  });

  it('is not given until the person gives it, and withdrawing nothing records nothing', async () => {
    const session = await signUp(harness);
    const actor = actorOf(session);
    expect(await getConsent(actor)).toEqual({ granted: false, changedAt: null });
    expect(await setConsent(actor, false)).toEqual({ granted: false, changedAt: null });
    expect(await historyOf(session.user.id)).toEqual([]);
  });

  it('records the date it was given, keeps it on a retry, and dates the withdrawal', async () => {
    const session = await signUp(harness);
    const actor = actorOf(session);

    const before = Date.now();
    const granted = await setConsent(actor, true);
    expect(granted.granted).toBe(true);
    const grantedAt = Date.parse(granted.changedAt!);
    expect(grantedAt).toBeGreaterThanOrEqual(before);
    expect(grantedAt).toBeLessThanOrEqual(Date.now());
    expect(await getConsent(actor)).toEqual(granted);

    await pause();
    // A retry (a double click, a resent request) neither adds a row nor moves the date.
    expect(await setConsent(actor, true)).toEqual(granted);
    expect(await getConsent(actor)).toEqual(granted);
    expect(await historyOf(session.user.id)).toHaveLength(1);

    await pause();
    const withdrawn = await setConsent(actor, false);
    expect(withdrawn.granted).toBe(false);
    expect(Date.parse(withdrawn.changedAt!)).toBeGreaterThan(grantedAt);
    expect(await getConsent(actor)).toEqual(withdrawn);
    expect(await setConsent(actor, false)).toEqual(withdrawn);

    await pause();
    const again = await setConsent(actor, true);
    expect(Date.parse(again.changedAt!)).toBeGreaterThan(Date.parse(withdrawn.changedAt!));

    // The history keeps every change, so it proves when consent was given and withdrawn.
    expect(await historyOf(session.user.id)).toEqual([
      { granted: true, source: 'settings' },
      { granted: false, source: 'settings' },
      { granted: true, source: 'settings' },
    ]);
  });

  it('the sign-up box is an opt-in: ticked, consent is given with its date; unticked, none is', async () => {
    const signUpWith = async (acceptsPromotions: boolean) => {
      const email = uniqueEmail('consent-signup');
      await harness.call(IdentityRpc.register, signupBody(email, { acceptsPromotions }));
      const { code } = await harness.nextCode(email, 'verify_email');
      return harness.call(IdentityRpc.verifyEmail, { email, code });
    };

    const before = Date.now();
    const ticked = await signUpWith(true);
    const given = await getConsent(actorOf(ticked));
    expect(given.granted).toBe(true);
    expect(Date.parse(given.changedAt!)).toBeGreaterThanOrEqual(before);
    expect(await historyOf(ticked.user.id)).toEqual([{ granted: true, source: 'sign_up' }]);
    expect(ticked.user.profile.optOutPromotions).toBe(false);
    const exported = await harness.call(IdentityRpc.exportUser, {}, actorOf(ticked));
    expect(exported.promotionalConsent.current).toEqual(given);
    expect(exported.profile?.optOutPromotions).toBe(false);

    const unticked = await signUpWith(false);
    expect(await getConsent(actorOf(unticked))).toEqual({ granted: false, changedAt: null });
    expect(await historyOf(unticked.user.id)).toEqual([]);
    expect(unticked.user.profile.optOutPromotions).toBe(true);

    // Given later in the settings, the profile's flag follows the consent.
    await setConsent(actorOf(unticked), true);
    const me = await harness.call(IdentityRpc.me, {}, actorOf(unticked));
    expect(me.profile.optOutPromotions).toBe(false);
  });

  it('is each person’s own: A can neither see nor change B’s consent', async () => {
    const a = actorOf(await signUp(harness, uniqueEmail('consent-a')));
    const bSession = await signUp(harness, uniqueEmail('consent-b'));
    const b = actorOf(bSession);

    const bGranted = await setConsent(b, true);
    expect(await getConsent(a)).toEqual({ granted: false, changedAt: null });

    // A request naming another user is refused outright: the user is always the actor.
    const named = await harness.rawCall(
      IdentityRpc.setPromotionalConsent.subject,
      { granted: false, userId: b.userId },
      a,
    );
    expect(named).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });

    await setConsent(a, true);
    await setConsent(a, false);
    expect(await getConsent(b)).toEqual(bGranted);
    expect(await historyOf(bSession.user.id)).toEqual([{ granted: true, source: 'settings' }]);
  });

  it('is deleted with the account', async () => {
    const session = await signUp(harness);
    const actor = actorOf(session);
    await setConsent(actor, true);
    await setConsent(actor, false);
    expect(await historyOf(session.user.id)).toHaveLength(2);
    await harness.call(IdentityRpc.deleteUser, { password: 'Str0ng!pass' }, actor);
    expect(await historyOf(session.user.id)).toEqual([]);
    expect((await errorOf(getConsent(actor))).code).toBe('UNAUTHENTICATED');
  });
});

describe('personal data export (identity’s part)', () => {
  it('refuses anonymous callers', async () => {
    const error = await errorOf(harness.call(IdentityRpc.exportUser, {}, ANONYMOUS));
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('holds the person’s own account, sign-ins and consent history, and no secret', async () => {
    const email = uniqueEmail('export');
    const session = await signUp(harness, email);
    const actor = actorOf(session);
    await harness.call(
      IdentityRpc.updateProfile,
      { about: 'Anfitriona en Valparaíso', languages: ['es', 'en'] },
      actor,
    );
    // A Google sign-in with the same proven address links the provider to this account.
    await harness.call(IdentityRpc.oauthSignIn, {
      provider: 'google',
      providerSubject: `google-${session.user.id}`,
      email,
      emailVerified: true,
    });
    await setConsent(actor, true);
    await pause();
    await setConsent(actor, false);

    const other = await signUp(harness, uniqueEmail('export-other'));
    await setConsent(actorOf(other), true);

    const data: IdentityUserExport = await harness.call(IdentityRpc.exportUser, {}, actor);

    expect(data.account).toMatchObject({
      id: session.user.id,
      email,
      status: 'active',
      roles: [],
      createdAt: session.user.createdAt,
    });
    expect(data.account.emailVerifiedAt).toEqual(expect.any(String));
    expect(data.profile).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      birthday: '1990-05-17',
      countryCode: 'CL',
      phoneNumber: session.user.profile.phoneNumber,
      about: 'Anfitriona en Valparaíso',
      languages: ['es', 'en'],
      locale: 'en',
    });
    expect(data.signInProviders).toEqual([
      { provider: 'google', email, linkedAt: expect.any(String) },
    ]);
    // The sign-up's session and the Google sign-in's, both still live.
    expect(data.sessions).toHaveLength(2);
    for (const s of data.sessions) {
      expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt));
    }
    expect(data.promotionalConsent.history.map((h) => [h.granted, h.source])).toEqual([
      [true, 'settings'],
      [false, 'settings'],
    ]);
    expect(data.promotionalConsent.current).toEqual({
      granted: false,
      changedAt: data.promotionalConsent.history[1]!.changedAt,
    });

    // No secret, by name or by value, anywhere in the file.
    const keys = jsonKeys(data);
    expect(keys.filter((k) => /password|hash|token|secret|otp|subject/i.test(k))).toEqual([]);
    const json = JSON.stringify(data);
    expect(json).not.toContain(session.refreshToken);
    expect(json).not.toContain(`google-${session.user.id}`);
    expect(json).not.toMatch(/\$argon2|\$2[aby]\$/);

    // Nothing of the other person.
    expect(json).not.toContain(other.user.id);
    expect(json).not.toContain(other.user.email);
  });

  it('ends a session’s entry when the person signs out of it', async () => {
    const session = await signUp(harness);
    const actor = actorOf(session);
    const rotated = await harness.call(IdentityRpc.refresh, {
      refreshToken: session.refreshToken,
    });
    const before = await harness.call(IdentityRpc.exportUser, {}, actor);
    expect(before.sessions).toHaveLength(1);
    expect(Date.parse(before.sessions[0]!.lastActiveAt)).toBeGreaterThanOrEqual(
      Date.parse(before.sessions[0]!.signedInAt),
    );
    await harness.call(IdentityRpc.logout, { refreshToken: rotated.refreshToken });
    const after = await harness.call(IdentityRpc.exportUser, {}, actor);
    expect(after.sessions).toEqual([]);
  });
});
