import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { issueSession } from '../../app/sessions.js';
import { hashRefreshToken, refreshTokenState } from '../../domain/refresh-token.js';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function refreshHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.refresh> {
  return async ({ refreshToken }) => {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const now = deps.now();
      const stored = await repos.refreshTokens.findByHashForUpdate(hashRefreshToken(refreshToken));
      if (!stored) return { ok: false, ended: undefined } as const;
      const ended = { sessionId: stored.familyId, userId: stored.userId };
      const state = refreshTokenState(stored, now);
      if (state === 'reused') {
        // Committed before the error: the thief's copy and the victim's both stop working.
        await repos.refreshTokens.revokeFamily(stored.familyId, now);
        deps.logger.warn(
          { userId: stored.userId, familyId: stored.familyId },
          'refresh token reuse: family revoked',
        );
        return { ok: false, ended: { ...ended, reason: 'REFRESH_REUSED' } } as const;
      }
      if (state !== 'active') return { ok: false, ended: undefined } as const;
      const user = await repos.users.findById(stored.userId);
      if (!user || user.status !== 'active') {
        await repos.refreshTokens.revokeFamily(stored.familyId, now);
        const reason = user?.status === 'suspended' ? 'ACCOUNT_SUSPENDED' : 'USER_INACTIVE';
        return { ok: false, ended: { ...ended, reason } } as const;
      }
      await repos.refreshTokens.markRotated(stored.id, now);
      return { ok: true, session: await issueSession(deps, trx, user, stored.familyId) } as const;
    });
    // When this call ended a session, say which: the BFF refuses its access tokens at once.
    if (!outcome.ok) throw new AppError('UNAUTHENTICATED', SESSION_ENDED, outcome.ended);
    return outcome.session;
  };
}
