import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';

/** The auth modal's existence check; the BFF rate-limits it, since it reveals accounts. */
export function emailStatusHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.emailStatus> {
  return async ({ email }) => {
    const user = await reposFor(deps.db).users.findLiveByEmail(email);
    if (!user) return { status: 'new' };
    // A suspended account is asked for its password like any other: only once that proves who
    // is signing in is the suspension said (decision 0048).
    if (user.status === 'active' || user.status === 'suspended') return { status: 'active' };
    return { status: 'unverified' };
  };
}
