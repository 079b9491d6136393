import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IdentityRpc, SYSTEM_ACTOR, type IdentitySession } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { actorOf, signUp, startIdentity, uniqueEmail, type IdentityHarness } from './helpers.js';

const BOOTSTRAP = 'provision-test-bootstrap-token';
const PASSWORD = 'Demo-Arrendo-2026!';

let harness: IdentityHarness;
let guest: IdentitySession;
let admin: IdentitySession;

const provisionBody = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Camila',
  lastName: 'Rojas',
  about: 'Hola! Soy Camila. I love hosting in Valparaíso.',
  avatarUrl: '/media/avatars/camila.svg',
  languages: ['es', 'en', 'es'],
  memberSince: '2019-04-12T15:00:00.000Z',
});

beforeAll(async () => {
  harness = await startIdentity({ ADMIN_BOOTSTRAP_TOKEN: BOOTSTRAP }, { booking: true });
  guest = await signUp(harness, uniqueEmail('guest'));
  admin = await signUp(harness, uniqueEmail('admin'));
  await harness.call(IdentityRpc.bootstrapAdmin, { token: BOOTSTRAP }, actorOf(admin));
});

afterAll(async () => {
  await harness?.stop();
});

describe('rpc.identity.user.provision', () => {
  it('creates an active, verified user who can log in with the password at once', async () => {
    const email = uniqueEmail('host');
    const reply = await harness.call(IdentityRpc.provision, provisionBody(email), SYSTEM_ACTOR);
    expect(reply.created).toBe(true);

    const session = await harness.call(IdentityRpc.login, { email, password: PASSWORD });
    expect(session.user.id).toBe(reply.userId);
    expect(session.user.status).toBe('active');
    expect(session.user.createdAt).toBe('2019-04-12T15:00:00.000Z');
    expect(session.user.profile).toMatchObject({
      firstName: 'Camila',
      lastName: 'Rojas',
      avatarUrl: '/media/avatars/camila.svg',
      languages: ['es', 'en'],
    });
    const { rows } = await sql<{ verified_at: Date | null }>`
      select verified_at from users where id = ${reply.userId}`.execute(harness.service.ctx.db);
    expect(rows[0]?.verified_at).not.toBeNull();
    // No welcome email for a provisioned account: nobody signed up.
    const events = await harness.streamEvents();
    expect(
      events.filter(
        (e) =>
          e.type.startsWith('evt.identity.user.registered') &&
          (e.data as { userId?: string }).userId === reply.userId,
      ),
    ).toHaveLength(0);
  });

  it('a repeat returns the same id and changes nothing: password, names, profile', async () => {
    const email = uniqueEmail('repeat');
    const first = await harness.call(IdentityRpc.provision, provisionBody(email), SYSTEM_ACTOR);
    const again = await harness.call(
      IdentityRpc.provision,
      {
        ...provisionBody(email.toUpperCase()),
        password: 'Another-Password-99',
        firstName: 'Mallory',
        lastName: 'Evil',
        about: 'changed',
        languages: ['de'],
        memberSince: '2024-01-01T00:00:00.000Z',
      },
      SYSTEM_ACTOR,
    );
    expect(again).toEqual({ userId: first.userId, created: false });

    await expect(
      errorOf(harness.call(IdentityRpc.login, { email, password: 'Another-Password-99' })),
    ).resolves.toMatchObject({ code: 'UNAUTHENTICATED' });
    const session = await harness.call(IdentityRpc.login, { email, password: PASSWORD });
    expect(session.user.createdAt).toBe('2019-04-12T15:00:00.000Z');
    expect(session.user.profile).toMatchObject({
      firstName: 'Camila',
      lastName: 'Rojas',
      about: 'Hola! Soy Camila. I love hosting in Valparaíso.',
      languages: ['es', 'en'],
    });
  });

  it('never touches an account that signed up by itself', async () => {
    const reply = await harness.call(
      IdentityRpc.provision,
      { ...provisionBody(guest.user.email), password: 'Takeover-Attempt-1' },
      SYSTEM_ACTOR,
    );
    expect(reply).toEqual({ userId: guest.user.id, created: false });
    await expect(
      errorOf(
        harness.call(IdentityRpc.login, {
          email: guest.user.email,
          password: 'Takeover-Attempt-1',
        }),
      ),
    ).resolves.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('without a password the account exists but no password opens it', async () => {
    const email = uniqueEmail('codeonly');
    const { password: _none, ...body } = provisionBody(email);
    const reply = await harness.call(IdentityRpc.provision, body, SYSTEM_ACTOR);
    expect(reply.created).toBe(true);
    const status = await harness.call(IdentityRpc.emailStatus, { email });
    expect(status.status).toBe('active');
    await expect(
      errorOf(harness.call(IdentityRpc.login, { email, password: PASSWORD })),
    ).resolves.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is for the system and admins only', async () => {
    const body = provisionBody(uniqueEmail('forbidden'));
    for (const actor of [
      actorOf(guest),
      { userId: null, roles: [] },
      // Claiming admin beside a user id does not help: identity asks its database.
      { userId: guest.user.id, roles: ['admin' as const] },
    ]) {
      const error = await errorOf(harness.call(IdentityRpc.provision, body, actor));
      expect(error.code).toBe('FORBIDDEN');
    }
    const byAdmin = await harness.call(IdentityRpc.provision, body, actorOf(admin));
    expect(byAdmin.created).toBe(true);
  });

  it('refuses a memberSince in the future, naming the field', async () => {
    const error = await errorOf(
      harness.call(
        IdentityRpc.provision,
        { ...provisionBody(uniqueEmail('future')), memberSince: '2999-01-01T00:00:00.000Z' },
        SYSTEM_ACTOR,
      ),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.fields).toEqual([
      { path: 'memberSince', message: expect.any(String) as string },
    ]);
  });
});

describe('rpc.identity.profile.getPublic', () => {
  it('shows the public fields to anyone and never the email, phone or birthday', async () => {
    const profile = await harness.call(IdentityRpc.getPublicProfile, { userId: guest.user.id });
    expect(profile).toEqual({
      id: guest.user.id,
      firstName: 'Ana',
      lastInitial: 'P',
      displayName: 'Ana P.',
      avatarUrl: null,
      about: null,
      languages: [],
      memberSince: guest.user.createdAt,
      verified: true,
    });
    const raw = JSON.stringify(
      await harness.rawCall('rpc.identity.profile.getPublic', { userId: guest.user.id }),
    );
    expect(raw).not.toContain(guest.user.email);
    expect(raw).not.toMatch(/1234|1990-05-17|Pérez|phone|birthday|email/);
  });

  it('answers NOT_FOUND for unknown and deleted users', async () => {
    const unknown = await errorOf(
      harness.call(IdentityRpc.getPublicProfile, {
        userId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(unknown.code).toBe('NOT_FOUND');

    const leaving = await signUp(harness, uniqueEmail('leaving'));
    await harness.call(IdentityRpc.deleteUser, { password: 'Str0ng!pass' }, actorOf(leaving));
    const deleted = await errorOf(
      harness.call(IdentityRpc.getPublicProfile, { userId: leaving.user.id }),
    );
    expect(deleted.code).toBe('NOT_FOUND');
  });

  it('answers many cards at once, leaving out unknown and deleted users', async () => {
    const other = await signUp(harness, uniqueEmail('card'));
    const gone = await signUp(harness, uniqueEmail('gone'));
    await harness.call(IdentityRpc.deleteUser, { password: 'Str0ng!pass' }, actorOf(gone));
    const { cards } = await harness.call(IdentityRpc.getPublicCards, {
      userIds: [guest.user.id, other.user.id, gone.user.id, guest.user.id, randomUUID()],
    });
    expect(cards.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
      [
        { id: guest.user.id, firstName: 'Ana', displayName: 'Ana P.', avatarUrl: null },
        { id: other.user.id, firstName: 'Ana', displayName: 'Ana P.', avatarUrl: null },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    const raw = JSON.stringify(
      await harness.rawCall('rpc.identity.profile.getPublicCards', { userIds: [guest.user.id] }),
    );
    expect(raw).not.toContain(guest.user.email);
    expect(raw).not.toMatch(/Pérez|phone|birthday|email/);
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    expect(
      (await errorOf(harness.call(IdentityRpc.getPublicCards, { userIds: tooMany }))).code,
    ).toBe('VALIDATION');
  });

  it('languages can be changed on the own profile', async () => {
    const updated = await harness.call(
      IdentityRpc.updateProfile,
      { languages: ['en', 'fr'] },
      actorOf(guest),
    );
    expect(updated.languages).toEqual(['en', 'fr']);
    const error = await errorOf(
      harness.call(IdentityRpc.updateProfile, { languages: ['english'] }, actorOf(guest)),
    );
    expect(error.code).toBe('VALIDATION');
  });
});
