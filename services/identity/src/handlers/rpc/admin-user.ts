import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireAdmin } from '../../app/access.js';
import { adminUserDetail } from '../../app/admin-user-detail.js';
import { reposFor } from '../../app/repos.js';

/** `rpc.identity.admin.user`: one account for the admin's user page (decision 0048). */
export function adminUserHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.adminUser> {
  return async ({ userId }, call) => {
    await requireAdmin(deps.db, call.actor);
    return adminUserDetail(deps.db, await reposFor(deps.db).users.findById(userId));
  };
}
