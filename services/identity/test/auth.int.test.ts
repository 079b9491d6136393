import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IdentityRpc } from '@arrendo/contracts';
import { waitFor, errorOf } from '@arrendo/kit/testing';
import { purgePlaintextOtpEvents } from '../src/app/purge-plaintext-otp.js';
import * as deletePlaintextOtpEvents from '../src/db/migrations/202611231000_delete_plaintext_otp_events.js';
import {
  actorOf,
  signUp,
  signupBody,
  startIdentity,
  uniqueEmail,
  wrongCode,
  type IdentityHarness,
} from './helpers.js';

let harness: IdentityHarness;
const BOOTSTRAP_TOKEN = 'configured-bootstrap-token-0123456789';

beforeAll(async () => {
  harness = await startIdentity({ ADMIN_BOOTSTRAP_TOKEN: BOOTSTRAP_TOKEN });
});

afterAll(async () => {
  await harness?.stop();
});

describe('sign-up and email verification', () => {
  it('registers unverified, publishes the code on JetStream, and verifying signs in', async () => {
    const email = uniqueEmail('Signup');
    expect(await harness.call(IdentityRpc.emailStatus, { email })).toEqual({ status: 'new' });

    const registered = await harness.call(IdentityRpc.register, signupBody(email));
    expect(registered).toMatchObject({ email: email.toLowerCase(), status: 'unverified' });
    expect(await harness.call(IdentityRpc.emailStatus, { email })).toEqual({
      status: 'unverified',
    });

    const otp = await harness.nextCode(email.toLowerCase(), 'verify_email');
    expect(otp).toMatchObject({ userId: registered.userId, firstName: 'Ana', locale: 'en' });
    expect(otp.code).toMatch(/^\d{6}$/);

    const login = await errorOf(
      harness.call(IdentityRpc.login, { email, password: 'Str0ng!pass' }),
    );
    expect(login).toMatchObject({ code: 'FORBIDDEN', message: 'Email not confirmed' });
    expect(login.details?.reason).toBe('EMAIL_NOT_CONFIRMED');

    const session = await harness.call(IdentityRpc.verifyEmail, { email, code: otp.code });
    expect(session.user).toMatchObject({ id: registered.userId, status: 'active', roles: [] });
    expect(session.user.profile).toMatchObject({
      fullName: 'Ana Pérez',
      birthday: '1990-05-17',
      phoneNumber: '+56 9 1234 5678',
      countryCode: 'CL',
    });
    expect(Buffer.from(session.refreshToken, 'base64url')).toHaveLength(32);
    expect(await harness.call(IdentityRpc.emailStatus, { email })).toEqual({ status: 'active' });

    const welcome = await waitFor(async () =>
      (await harness.streamEvents()).find(
        (e) =>
          e.type === 'evt.identity.user.registered' &&
          (e.data as { userId: string }).userId === registered.userId,
      ),
    );
    expect(welcome.data).toEqual({
      userId: registered.userId,
      email: email.toLowerCase(),
      firstName: 'Ana',
      locale: 'en',
    });
    // The code travels only in the event, never in a log line.
    expect(harness.logLines.join('\n')).not.toContain(otp.code);
  });

  it('keeps the plain code out of the outbox, the JetStream message and the logs', async () => {
    const email = uniqueEmail('Sealed');
    await harness.call(IdentityRpc.register, signupBody(email));
    const otp = await harness.nextCode(email.toLowerCase(), 'verify_email');
    const outbox = await sql<{ subject: string; envelope: string }>`
      SELECT subject, envelope::text AS envelope FROM outbox
      WHERE envelope->'data'->>'codeId' = ${otp.codeId}`.execute(harness.service.ctx.db);
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0]?.subject).toBe('evt.identity.otp.requested.v2');
    expect(outbox.rows[0]?.envelope).toContain(otp.sealedCode);
    expect(outbox.rows[0]?.envelope).not.toContain(otp.code);
    const published = (await harness.streamEvents()).filter((e) =>
      JSON.stringify(e).includes(otp.codeId),
    );
    expect(published).toHaveLength(1);
    expect(JSON.stringify(published)).not.toContain(otp.code);
    expect(published[0]?.data).not.toHaveProperty('code');
    // The sealed code is the real one: opened as the email worker does, it verifies the account.
    await harness.call(IdentityRpc.verifyEmail, { email, code: otp.code });
    expect(harness.logLines.join('\n')).not.toContain(otp.code);
  });

  it('purges v1 events with plain codes from the stream and the outbox, nothing else', async () => {
    const { nc, db } = harness.service.ctx;
    const v1 = { type: 'evt.identity.otp.requested', data: { code: '424242' } };
    await nc.jetstream().publish(`${harness.prefix}evt.identity.otp.requested`, JSON.stringify(v1));
    await sql`INSERT INTO outbox (id, subject, envelope)
      VALUES (gen_random_uuid(), 'evt.identity.otp.requested', ${JSON.stringify(v1)}::jsonb)`.execute(
      db,
    );
    const isV1 = (e: { type: string }) => e.type === 'evt.identity.otp.requested';
    // Both v1 copies must be on the stream before the purge: the relay publishes the outbox row
    // on its own schedule, and one published after the purge would look like a purge miss.
    await waitFor(async () => {
      const pending = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM outbox
        WHERE subject = 'evt.identity.otp.requested' AND published_at IS NULL`.execute(db);
      return pending.rows[0]?.n === 0;
    });
    await waitFor(async () => (await harness.streamEvents()).filter(isV1).length === 2);
    const others = (await harness.streamEvents()).filter((e) => !isV1(e)).length;
    await purgePlaintextOtpEvents(harness.service.ctx);
    const after = await harness.streamEvents();
    expect(after.some(isV1)).toBe(false);
    // Every other event stays (the relay may have published more meanwhile).
    expect(after.length).toBeGreaterThanOrEqual(others);
    expect(after.some((e) => e.type === 'evt.identity.otp.requested.v2')).toBe(true);

    await deletePlaintextOtpEvents.up(db as never);
    const left = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox WHERE subject = 'evt.identity.otp.requested'`.execute(
      db,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('makes no second account for an active email, case-insensitively, answering as for a new one', async () => {
    const session = await signUp(harness);
    const reply = await harness.call(
      IdentityRpc.register,
      signupBody(session.user.email.toUpperCase()),
    );
    // The same answer a first sign-up gets: the reply reveals nothing email-status does not.
    expect(reply).toEqual({
      userId: session.user.id,
      email: session.user.email,
      status: 'unverified',
    });
    expect(await harness.call(IdentityRpc.emailStatus, { email: session.user.email })).toEqual({
      status: 'active',
    });
  });

  it('refuses anyone under 18, naming the birthday field', async () => {
    const now = new Date();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    const error = await errorOf(
      harness.call(IdentityRpc.register, signupBody(uniqueEmail(), { birthday: seventeen })),
    );
    expect(error).toMatchObject({
      code: 'VALIDATION',
      message: 'You must be at least 18 years old',
    });
    expect(error.details?.fields).toEqual([
      { path: 'birthday', message: 'You must be at least 18 years old' },
    ]);
  });
});

describe('one-time codes', () => {
  async function registered(): Promise<{ email: string; code: string }> {
    const email = uniqueEmail('otp');
    await harness.call(IdentityRpc.register, signupBody(email));
    return { email, code: (await harness.nextCode(email, 'verify_email')).code };
  }

  it('expire after ten minutes', async () => {
    const { email, code } = await registered();
    await sql`update one_time_codes set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${email})`.execute(
      harness.service.ctx.db,
    );
    const error = await errorOf(harness.call(IdentityRpc.verifyEmail, { email, code }));
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.reason).toBe('OTP_EXPIRED');
    expect(error.details?.fields?.[0]?.path).toBe('code');
  });

  it('work once', async () => {
    const { email, code } = await registered();
    await harness.call(IdentityRpc.verifyEmail, { email, code });
    const error = await errorOf(harness.call(IdentityRpc.verifyEmail, { email, code }));
    expect(error.details?.reason).toBe('OTP_USED');
  });

  it('die after five wrong tries, even for the right code', async () => {
    const { email, code } = await registered();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const error = await errorOf(
        harness.call(IdentityRpc.verifyEmail, { email, code: wrongCode(code) }),
      );
      expect(error.details).toMatchObject({ reason: 'OTP_INVALID', attemptsLeft: 5 - attempt });
    }
    const fifth = await errorOf(
      harness.call(IdentityRpc.verifyEmail, { email, code: wrongCode(code) }),
    );
    expect(fifth.details?.reason).toBe('OTP_LOCKED');
    const right = await errorOf(harness.call(IdentityRpc.verifyEmail, { email, code }));
    expect(right.details?.reason).toBe('OTP_LOCKED');
  });

  it('are replaced by a newer code of the same purpose', async () => {
    const { email } = await registered();
    const [first] = (
      await sql<{
        id: string;
      }>`select id from one_time_codes order by created_at desc limit 1`.execute(
        harness.service.ctx.db,
      )
    ).rows;
    await harness.call(IdentityRpc.requestCode, { email, purpose: 'verify_email' });
    const second = await harness.nextCode(email, 'verify_email');
    const old = await sql<{ invalidated_at: Date | null }>`
      select invalidated_at from one_time_codes where id = ${first?.id}`.execute(
      harness.service.ctx.db,
    );
    expect(old.rows[0]?.invalidated_at).toBeInstanceOf(Date);
    const session = await harness.call(IdentityRpc.verifyEmail, { email, code: second.code });
    expect(session.user.status).toBe('active');
  });

  it('are accepted for unknown emails without sending anything', async () => {
    // The outbox is written in the request's own transaction: no waiting on the relay needed.
    const outboxSize = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from outbox`.execute(
          harness.service.ctx.db,
        )
      ).rows[0]?.n;
    const before = await outboxSize();
    const email = uniqueEmail('nobody');
    expect(
      await harness.call(IdentityRpc.requestCode, { email, purpose: 'reset_password' }),
    ).toEqual({ accepted: true });
    expect(await outboxSize()).toBe(before);

    // And an active account asking for a verify_email code gets none either.
    const session = await signUp(harness);
    const active = await outboxSize();
    await harness.call(IdentityRpc.requestCode, {
      email: session.user.email,
      purpose: 'verify_email',
    });
    expect(await outboxSize()).toBe(active);
  });
});

describe('log-in', () => {
  it('gives the same error for a wrong password and an unknown email', async () => {
    const session = await signUp(harness);
    const wrongPassword = await errorOf(
      harness.call(IdentityRpc.login, { email: session.user.email, password: 'nope-nope' }),
    );
    const unknown = await errorOf(
      harness.call(IdentityRpc.login, { email: uniqueEmail('ghost'), password: 'nope-nope' }),
    );
    for (const error of [wrongPassword, unknown]) {
      expect(error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid login credentials',
      });
    }
    const ok = await harness.call(IdentityRpc.login, {
      email: session.user.email,
      password: 'Str0ng!pass',
    });
    expect(ok.user.id).toBe(session.user.id);
  });
});

describe('refresh tokens', () => {
  it('rotate, and a reused token revokes the whole family', async () => {
    const session = await signUp(harness);
    const second = await harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken });
    expect(second.refreshToken).not.toBe(session.refreshToken);
    expect(second.user.id).toBe(session.user.id);
    const third = await harness.call(IdentityRpc.refresh, { refreshToken: second.refreshToken });

    const reuse = await errorOf(
      harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken }),
    );
    expect(reuse.code).toBe('UNAUTHENTICATED');
    // The newest token of the family died with it.
    const after = await errorOf(
      harness.call(IdentityRpc.refresh, { refreshToken: third.refreshToken }),
    );
    expect(after.code).toBe('UNAUTHENTICATED');

    // Another sign-in is another family, untouched.
    const other = await harness.call(IdentityRpc.login, {
      email: session.user.email,
      password: 'Str0ng!pass',
    });
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: other.refreshToken }),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
  });

  it('stop working after logout and expiry', async () => {
    const session = await signUp(harness);
    expect(
      await harness.call(IdentityRpc.logout, { refreshToken: session.refreshToken }),
    ).toMatchObject({ revoked: true });
    expect(await harness.call(IdentityRpc.logout, { refreshToken: session.refreshToken })).toEqual({
      revoked: false,
    });
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const again = await harness.call(IdentityRpc.login, {
      email: session.user.email,
      password: 'Str0ng!pass',
    });
    await sql`update refresh_tokens set expires_at = now() - interval '1 second'
      where user_id = ${session.user.id}`.execute(harness.service.ctx.db);
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: again.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('password reset', () => {
  it("is worded in the account's stored language, not the page's", async () => {
    const session = await signUp(harness);
    const email = session.user.email;
    await harness.call(IdentityRpc.updateProfile, { locale: 'es' }, actorOf(session));
    await harness.call(IdentityRpc.requestCode, { email, purpose: 'reset_password', locale: 'en' });
    expect((await harness.nextCode(email, 'reset_password')).locale).toBe('es');
  });

  it('sets the new password, signs in, and ends every other session', async () => {
    const session = await signUp(harness);
    const email = session.user.email;
    await harness.call(IdentityRpc.requestCode, { email, purpose: 'reset_password', locale: 'es' });
    const otp = await harness.nextCode(email, 'reset_password');
    // The account's language (English at sign-up), not the page's Spanish.
    expect(otp.locale).toBe('en');

    const reset = await harness.call(IdentityRpc.resetPassword, {
      email,
      code: otp.code,
      password: 'N3w!password',
    });
    expect(reset.user.id).toBe(session.user.id);
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: session.refreshToken }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      harness.call(IdentityRpc.login, { email, password: 'Str0ng!pass' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      harness.call(IdentityRpc.login, { email, password: 'N3w!password' }),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
    await expect(
      harness.call(IdentityRpc.refresh, { refreshToken: reset.refreshToken }),
    ).resolves.toMatchObject({ user: { id: session.user.id } });
  });

  it('does not accept a verify_email code as a reset code', async () => {
    const email = uniqueEmail('purpose');
    await harness.call(IdentityRpc.register, signupBody(email));
    const { code } = await harness.nextCode(email, 'verify_email');
    const error = await errorOf(
      harness.call(IdentityRpc.resetPassword, { email, code, password: 'N3w!password' }),
    );
    expect(error.code).toBe('VALIDATION');
  });
});

describe('me', () => {
  it('needs a signed-in actor', async () => {
    const session = await signUp(harness);
    expect((await harness.call(IdentityRpc.me, {}, actorOf(session))).id).toBe(session.user.id);
    await expect(harness.call(IdentityRpc.me, {})).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('admin bootstrap with ADMIN_BOOTSTRAP_TOKEN set', () => {
  it('generates and logs nothing, and accepts the configured token', async () => {
    expect(harness.logLines.join('\n')).not.toContain('ADMIN BOOTSTRAP TOKEN');
    const session = await signUp(harness);
    await expect(
      harness.call(IdentityRpc.bootstrapAdmin, { token: `${BOOTSTRAP_TOKEN}x` }, actorOf(session)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const me = await harness.call(
      IdentityRpc.bootstrapAdmin,
      { token: BOOTSTRAP_TOKEN },
      actorOf(session),
    );
    expect(me.roles).toEqual(['admin']);
  });
});
