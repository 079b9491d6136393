import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { redeemCode } from '../../app/codes.js';
import { activateUser } from '../../app/activation.js';
import { issueSession } from '../../app/sessions.js';
import { hashPassword } from '../../domain/password.js';

/**
 * Whoever held the old password is signed out everywhere (refresh tokens revoked, session version
 * raised so access tokens stop too); the reset itself signs in.
 */
export function resetPasswordHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.resetPassword> {
  return async ({ email, code, password }) => {
    const passwordHash = await hashPassword(password);
    return redeemCode(deps, { email, purpose: 'reset_password', code }, async (trx, user) => {
      const repos = reposFor(trx);
      const now = deps.now();
      await repos.credentials.upsert(user.id, passwordHash, now);
      await repos.refreshTokens.revokeAllForUser(user.id, now);
      const sessionVersion = await repos.users.bumpSessionVersion(user.id, now);
      const active = await activateUser(deps, trx, { ...user, sessionVersion });
      return issueSession(deps, trx, active);
    });
  };
}
