import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { issueCode } from '../../app/codes.js';

/**
 * Always answers accepted: whether a code went out is never revealed. A verify_email code only
 * goes to an unverified account; a reset code to any live account (proving the inbox also
 * verifies it).
 */
export function requestCodeHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.requestCode> {
  return async ({ email, purpose, locale }) => {
    await deps.db.transaction().execute(async (trx) => {
      const user = await reposFor(trx).users.findLiveByEmail(email, { forUpdate: true });
      if (!user) return;
      if (purpose === 'verify_email' && user.status !== 'unverified') return;
      await issueCode(deps, trx, user, purpose, locale);
    });
    return { accepted: true };
  };
}
