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
      if (!stored) return { ok: false } as const;
      const state = refreshTokenState(stored, now);
      if (state === 'reused') {
        // Committed before the error: the thief's copy and the victim's both stop working.
        await repos.refreshTokens.revokeFamily(stored.familyId, now);
        deps.logger.warn(
          { userId: stored.userId, familyId: stored.familyId },
          'refresh token reuse: family revoked',
        );
        return { ok: false } as const;
      }
      if (state !== 'active') return { ok: false } as const;
      const user = await repos.users.findById(stored.userId);
      if (!user || user.status !== 'active') {
        await repos.refreshTokens.revokeFamily(stored.familyId, now);
        return { ok: false } as const;
      }
      await repos.refreshTokens.markRotated(stored.id, now);
      return { ok: true, session: await issueSession(deps, trx, user, stored.familyId) } as const;
    });
    if (!outcome.ok) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    return outcome.session;
  };
}
