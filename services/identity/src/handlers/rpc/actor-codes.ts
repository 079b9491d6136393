import { AppError, maskEmail, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { issueCode } from '../../app/codes.js';
import { checkOtp, otpError, type OtpCheck } from '../../domain/otp.js';

/** Step-up codes a user may have sent to themselves in an hour (each email costs and annoys). */
export const ACTOR_CODES_PER_HOUR = 5;

/**
 * A code to the actor's own address, for another service's sensitive change. The address is the
 * account's, never the request's: whoever holds a stolen session cannot receive the code.
 */
export function issueActorCodeHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.issueActorCode> {
  return async ({ purpose, locale }, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const user = await repos.users.findLiveByEmail(actor.email, { forUpdate: true });
      if (!user || user.id !== actor.id) {
        throw new AppError(
          'UNAUTHENTICATED',
          'Your session is no longer valid. Please sign in again.',
        );
      }
      const hourAgo = new Date(deps.now().getTime() - 60 * 60_000);
      if ((await repos.codes.countIssuedSince(user.id, purpose, hourAgo)) >= ACTOR_CODES_PER_HOUR) {
        throw new AppError(
          'RATE_LIMITED',
          'Too many codes were sent. Please wait an hour and try again.',
        );
      }
      const { codeId, expiresAt } = await issueCode(deps, trx, user, purpose, locale);
      return { codeId, expiresAt: expiresAt.toISOString(), emailHint: maskEmail(user.email) };
    });
  };
}

/**
 * Consumes the actor's code `codeId` when it is right. A code replaced by a newer one, or
 * another user's, reads as invalid. A wrong guess is committed before the error, so five end it.
 */
export function redeemActorCodeHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.redeemActorCode> {
  return async ({ purpose, codeId, code }, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    const check = await deps.db.transaction().execute(async (trx): Promise<OtpCheck> => {
      const repos = reposFor(trx);
      const stored = await repos.codes.findCurrentForUpdate(actor.id, purpose);
      if (!stored || stored.id !== codeId) return { outcome: 'missing' };
      const result = checkOtp(stored, code, deps.now());
      if (result.outcome === 'ok') await repos.codes.consume(stored.id, deps.now());
      if (result.outcome === 'wrong') await repos.codes.recordWrongAttempt(stored.id);
      return result;
    });
    if (check.outcome !== 'ok') throw otpError(check);
    return { redeemed: true as const };
  };
}
