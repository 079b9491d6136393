import { AppError, type IdentityRpc } from '@arrendo/contracts';
import { recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { expectedBootstrapTokenHash } from '../../app/bootstrap-token.js';
import { loadMe } from '../../app/sessions.js';
import { normaliseRoles } from '../../domain/user.js';
import { secretMatches } from '../../domain/secret.js';

function adminExists(): AppError {
  return new AppError('CONFLICT', 'An admin already exists', { reason: 'ADMIN_EXISTS' });
}

export function bootstrapAdminHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.bootstrapAdmin> {
  return async ({ token }, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    if (actor.status !== 'active') throw new AppError('FORBIDDEN', 'Verify your email first');
    if (await reposFor(deps.db).users.hasActiveAdmin()) throw adminExists();
    const expected = await expectedBootstrapTokenHash(deps);
    if (!expected || !secretMatches(token, expected)) {
      const message = 'Invalid bootstrap token';
      throw new AppError('FORBIDDEN', message, { fields: [{ path: 'token', message }] });
    }
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      // Re-checked under the admins lock: two bootstraps at once make exactly one admin.
      if ((await repos.users.lockActiveAdmins()).length > 0) throw adminExists();
      const user = await repos.users.findById(actor.id, { forUpdate: true });
      if (!user || user.status !== 'active')
        throw new AppError('FORBIDDEN', 'Verify your email first');
      const roles = normaliseRoles([...user.roles, 'admin']);
      await repos.users.setRoles(user.id, roles, deps.now());
      // The first admin made themselves one: the log's first line says who and when.
      await recordAdminAction(trx, 'identity', {
        actor: call.actor,
        action: 'identity.user.bootstrapAdmin',
        target: { type: 'user', id: user.id },
        before: { roles: user.roles },
        after: { roles },
      });
      return loadMe(trx, { ...user, roles });
    });
  };
}
