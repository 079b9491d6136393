import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { toPublicHostProfile } from '../../domain/public-profile.js';

/**
 * `rpc.identity.profile.getPublic`: what any visitor may see of a user (the host profile page,
 * the host card on a listing). No actor check: it is public by design, and built field by field
 * so nothing private (email, phone, birthday) can slip in when the profile grows.
 */
export function getPublicProfileHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.getPublicProfile> {
  return async ({ userId }) => {
    const repos = reposFor(deps.db);
    const user = await repos.users.findById(userId);
    const profile = user && user.status !== 'deleted' && (await repos.profiles.find(userId));
    if (!user || !profile) throw new AppError('NOT_FOUND', 'User not found');
    return toPublicHostProfile(user, profile);
  };
}
