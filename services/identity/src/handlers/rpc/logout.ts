import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { hashRefreshToken } from '../../domain/refresh-token.js';

/** Ends the whole family, so an older copy of the token cannot revive the session. */
export function logoutHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.logout> {
  return async ({ refreshToken }) =>
    deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const stored = await repos.refreshTokens.findByHashForUpdate(hashRefreshToken(refreshToken));
      if (!stored || stored.revokedAt) return { revoked: false };
      await repos.refreshTokens.revokeFamily(stored.familyId, deps.now());
      return { revoked: true, sessionId: stored.familyId, userId: stored.userId };
    });
}
