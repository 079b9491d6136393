import { fieldError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { hashPassword, verifyPassword } from '../../domain/password.js';
import { hashRefreshToken } from '../../domain/refresh-token.js';

/**
 * A wrong current password is a field error, not UNAUTHENTICATED: the session is fine, and a
 * 401 would make the web sign the user out. Other sessions end; the one named by
 * `currentRefreshToken` (the BFF passes its cookie) stays signed in. The session version rises,
 * so other sessions' access tokens stop at once too.
 */
export function changePasswordHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.changePassword> {
  return async (req, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    const repos = reposFor(deps.db);
    const currentHash = await repos.credentials.findHash(actor.id);
    if (!currentHash || !(await verifyPassword(currentHash, req.currentPassword))) {
      throw fieldError('currentPassword', 'Current password is incorrect');
    }
    const nextHash = await hashPassword(req.newPassword);
    return deps.db.transaction().execute(async (trx) => {
      const txRepos = reposFor(trx);
      const now = deps.now();
      const keepFamily = req.currentRefreshToken
        ? await txRepos.refreshTokens.findFamilyOf(
            hashRefreshToken(req.currentRefreshToken),
            actor.id,
          )
        : undefined;
      await txRepos.credentials.upsert(actor.id, nextHash, now);
      await txRepos.refreshTokens.revokeAllForUser(actor.id, now, keepFamily);
      // Every access token minted so far stops working; the BFF re-mints the caller's.
      const sessionVersion = await txRepos.users.bumpSessionVersion(actor.id, now);
      return { changed: true as const, sessionVersion };
    });
  };
}
