import { AppError, FALLBACK_LANGUAGE, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';

/**
 * `rpc.identity.user.contact`: the address, first name and language the system writes to a user
 * in (booking emails). Only the system actor (no user, the admin role) may ask: a signed-in
 * admin is a person, and people never get another user's email address from this subject.
 */
export function userContactHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.contact> {
  return async ({ userId }, call) => {
    if (call.actor.userId !== null || !call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only the system may do this');
    }
    const repos = reposFor(deps.db);
    const user = await repos.users.findById(userId);
    if (!user || user.status === 'deleted') throw new AppError('NOT_FOUND', 'User not found');
    const profile = await repos.profiles.find(userId);
    return {
      userId,
      email: user.email,
      firstName: profile?.firstName ?? '',
      // Same rule as the code emails (app/codes.ts): the profile's language, else the fallback.
      locale: profile?.locale ?? FALLBACK_LANGUAGE,
    };
  };
}
