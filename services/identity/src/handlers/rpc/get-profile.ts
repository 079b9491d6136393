import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { isAdmin, toProfile } from '../../domain/user.js';

/** The full profile (birthday, phone) is private: its owner and admins only. */
export function getProfileHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.getProfile> {
  return async ({ userId }, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    if (actor.id !== userId && !isAdmin(actor)) {
      throw new AppError('FORBIDDEN', 'You can only view your own profile');
    }
    const repos = reposFor(deps.db);
    const user = await repos.users.findById(userId);
    const profile = user && user.status !== 'deleted' && (await repos.profiles.find(userId));
    if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
    return toProfile(profile);
  };
}
