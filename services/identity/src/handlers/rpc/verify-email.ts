import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { redeemCode } from '../../app/codes.js';
import { activateUser } from '../../app/activation.js';
import { issueSession } from '../../app/sessions.js';

export function verifyEmailHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.verifyEmail> {
  return async ({ email, code }) =>
    redeemCode(deps, { email, purpose: 'verify_email', code }, async (trx, user) => {
      const active = await activateUser(deps, trx, user);
      return issueSession(deps, trx, active);
    });
}
