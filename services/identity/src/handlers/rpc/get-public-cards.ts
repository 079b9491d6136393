import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { displayNameOf } from '../../domain/public-profile.js';

/**
 * `rpc.identity.profile.getPublicCards`: the names and avatars a list shows (a host's guests),
 * many at once instead of one call a person. Public, as `getPublic`; built field by field.
 */
export function getPublicCardsHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.getPublicCards> {
  return async ({ userIds }) => {
    const rows = await reposFor(deps.db).profiles.publicCards([...new Set(userIds)]);
    return {
      cards: rows.map((row) => ({
        id: row.user_id,
        firstName: row.first_name.trim(),
        displayName: displayNameOf(row.first_name, row.last_name),
        avatarUrl: row.avatar_url,
      })),
    };
  };
}
