import { AppError, type IdentityRpc } from '@arrendo/contracts';
import { recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireAdmin } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { normaliseRoles, sameRoles } from '../../domain/user.js';

export function setRolesHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.setRoles> {
  return async ({ userId, roles }, call) => {
    await requireAdmin(deps.db, call.actor);
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const admins = await repos.users.lockActiveAdmins();
      const target = await repos.users.findById(userId, { forUpdate: true });
      if (!target || target.status === 'deleted') throw new AppError('NOT_FOUND', 'User not found');
      const next = normaliseRoles(roles);
      const losesAdmin = admins.includes(target.id) && !next.includes('admin');
      if (losesAdmin && admins.length === 1) {
        throw new AppError('CONFLICT', 'The last admin cannot lose the admin role', {
          reason: 'LAST_ADMIN',
        });
      }
      await repos.users.setRoles(target.id, next, deps.now());
      // Only a change is an action worth a line in the audit log; the same roles again are not.
      if (!sameRoles(target.roles, next)) {
        await recordAdminAction(trx, 'identity', {
          actor: call.actor,
          action: 'identity.user.setRoles',
          target: { type: 'user', id: target.id },
          before: { roles: target.roles },
          after: { roles: next },
        });
      }
      // Roles travel in access tokens: the target's must be re-minted now, not in 15 minutes.
      const sessionVersion = await repos.users.bumpSessionVersion(target.id, deps.now());
      const profile = await repos.profiles.find(target.id);
      return {
        id: target.id,
        email: target.email,
        status: target.status,
        roles: next,
        fullName: profile?.fullName ?? '',
        createdAt: target.createdAt.toISOString(),
        sessionVersion,
      };
    });
  };
}
