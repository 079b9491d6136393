import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';

/** Public on purpose: the web shows /admin/bootstrap only while nobody is admin. */
export function adminStatusHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.adminStatus> {
  return async () => ({ hasAdmin: await reposFor(deps.db).users.hasActiveAdmin() });
}
