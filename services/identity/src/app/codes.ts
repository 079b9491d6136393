import { randomUUID } from 'node:crypto';
import { IdentityEvents, otpSealContext, type Locale, type OtpPurpose } from '@arrendo/contracts';
import { enqueueEvent, sealSecret } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import {
  checkOtp,
  generateOtpCode,
  hashOtpCode,
  otpError,
  otpExpiry,
  type OtpCheck,
} from '../domain/otp.js';
import type { UserRecord } from '../domain/user.js';
import type { IdentityDeps } from './deps.js';
import { reposFor } from './repos.js';

/**
 * Creates a code, retires older ones of the same purpose and emits the event the email worker
 * sends, in the account's language (`locale`, the page's, only when the account has none). The plain code is stored nowhere: the database keeps its hash, and the event (outbox,
 * JetStream, job data) carries it sealed for the email worker, bound to the code's id.
 */
export async function issueCode(
  deps: IdentityDeps,
  trx: Transaction<DB>,
  user: UserRecord,
  purpose: OtpPurpose,
  locale?: Locale,
): Promise<{ codeId: string; expiresAt: Date }> {
  const now = deps.now();
  const repos = reposFor(trx);
  const profile = await repos.profiles.find(user.id);
  const id = randomUUID();
  const code = generateOtpCode();
  const expiresAt = otpExpiry(now);
  await repos.codes.invalidateLive(user.id, purpose, now);
  await repos.codes.insert({
    id,
    userId: user.id,
    purpose,
    codeHash: hashOtpCode(id, code),
    expiresAt,
    createdAt: now,
  });
  await enqueueEvent(trx, IdentityEvents.OTP_REQUESTED_V2, {
    codeId: id,
    userId: user.id,
    email: user.email,
    purpose,
    sealedCode: sealSecret(deps.otpKeys, code, otpSealContext(id)),
    firstName: profile?.firstName ?? '',
    // The account's stored language first: a reset asked for from a page in another language
    // (a shared computer, a link opened elsewhere) still reaches its owner in theirs. The page's
    // language only stands in for an account that never chose one.
    locale: profile?.locale ?? locale ?? 'en',
    expiresAt: expiresAt.toISOString(),
  });
  return { codeId: id, expiresAt };
}

type Redeemed<T> =
  { ok: true; value: T } | { ok: false; check: Exclude<OtpCheck, { outcome: 'ok' }> };

/**
 * Checks a code and, when it is right, runs `onRedeemed` in the same transaction that consumes
 * it. A wrong guess is committed before the error is thrown, so the five-try limit holds.
 */
export async function redeemCode<T>(
  deps: IdentityDeps,
  input: { email: string; purpose: OtpPurpose; code: string },
  onRedeemed: (trx: Transaction<DB>, user: UserRecord) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx): Promise<Redeemed<T>> => {
    const repos = reposFor(trx);
    const user = await repos.users.findLiveByEmail(input.email, { forUpdate: true });
    if (!user) return { ok: false, check: { outcome: 'missing' } };
    const stored = await repos.codes.findCurrentForUpdate(user.id, input.purpose);
    const check = checkOtp(stored, input.code, deps.now());
    if (check.outcome === 'ok' && stored) {
      await repos.codes.consume(stored.id, deps.now());
      return { ok: true, value: await onRedeemed(trx, user) };
    }
    if (check.outcome === 'wrong' && stored) await repos.codes.recordWrongAttempt(stored.id);
    return { ok: false, check: check as Exclude<OtpCheck, { outcome: 'ok' }> };
  });
  if (!result.ok) throw otpError(result.check);
  return result.value;
}
