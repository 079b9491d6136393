import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';

/**
 * The BFF asks this when its shared cache does not know a session (or Redis is down). The ids
 * come from an access token the BFF signed itself, so the answer reveals nothing to a visitor.
 */
export function sessionStatusHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.sessionStatus> {
  return async ({ sessionId, userId }) => {
    const repos = reposFor(deps.db);
    const user = await repos.users.findById(userId);
    if (!user) return { active: false, sessionVersion: 0 };
    const live =
      user.status === 'active' &&
      (await repos.refreshTokens.isFamilyLive(sessionId, userId, deps.now()));
    return { active: live, sessionVersion: user.sessionVersion };
  };
}
