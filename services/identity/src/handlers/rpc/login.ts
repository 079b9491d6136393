import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { issueSession } from '../../app/sessions.js';
import { emailNotConfirmed, invalidCredentials } from '../../app/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password.js';

export function loginHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.login> {
  return async ({ email, password }) => {
    const repos = reposFor(deps.db);
    const user = await repos.users.findLiveByEmail(email);
    const passwordHash = user && (await repos.credentials.findHash(user.id));
    const matches = passwordHash
      ? await verifyPassword(passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !matches) throw invalidCredentials();
    // Only after the password matched, so the state of an account is not revealed to guessers.
    if (user.status === 'unverified') throw emailNotConfirmed();
    return deps.db.transaction().execute((trx) => issueSession(deps, trx, user));
  };
}
