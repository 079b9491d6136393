import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { redeemCode } from '../../app/codes.js';
import { activateUser } from '../../app/activation.js';
import { issueSession } from '../../app/sessions.js';

/**
 * Proving the inbox signs its owner in. A password that two sign-ups disagreed about may be a
 * stranger's, so it does not survive the proof: the owner sets one with "Forgot password?".
 */
export function verifyEmailHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.verifyEmail> {
  return async ({ email, code }) =>
    redeemCode(deps, { email, purpose: 'verify_email', code }, async (trx, user) => {
      const repos = reposFor(trx);
      if (user.status === 'unverified' && (await repos.credentials.isDisputed(user.id))) {
        await repos.credentials.delete(user.id);
        deps.logger.warn({ userId: user.id }, 'disputed sign-up verified: password not kept');
      }
      const active = await activateUser(deps, trx, user);
      return issueSession(deps, trx, active);
    });
}
