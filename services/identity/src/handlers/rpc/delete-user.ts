import {
  BookingRpc,
  fieldError,
  IdentityEvents,
  SYSTEM_ACTOR,
  type IdentityRpc,
} from '@arrendo/contracts';
import { enqueueEvent, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { verifyPassword } from '../../domain/password.js';
import { anonymisedEmail, anonymisedProfile } from '../../domain/user.js';

/**
 * Keeps the row (other services hold its id) but nothing personal: email, names, phone and
 * birthday are erased, credentials, provider links and consent history dropped, every session
 * ended.
 *
 * The booking service is asked first (decision 0022): while the user has a confirmed booking not
 * yet ended, as host or guest, it refuses (CONFLICT, passed on: they cancel those first) and
 * nothing is erased; otherwise their listings take no new hold and their open holds and requests
 * end with full refunds. If erasing then fails, the account stays, closed to new holds as a
 * host, until they try again.
 */
export function deleteUserHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.deleteUser> {
  return async ({ password }, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    const passwordHash = await reposFor(deps.db).credentials.findHash(actor.id);
    if (!passwordHash) {
      // Accounts created through a provider have no password until the owner sets one.
      throw fieldError('password', 'Set a password with "Forgot password?" first, then try again');
    }
    if (!(await verifyPassword(passwordHash, password))) {
      throw fieldError('password', 'Incorrect password');
    }
    await deps.client.call(BookingRpc.closeAccount, { userId: actor.id }, { actor: SYSTEM_ACTOR });
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const now = deps.now();
      await repos.users.markDeleted(actor.id, anonymisedEmail(actor.id), now);
      await repos.profiles.upsert(anonymisedProfile(actor.id), now);
      await repos.credentials.delete(actor.id);
      await repos.oauthAccounts.deleteForUser(actor.id);
      await repos.promotionalConsents.deleteForUser(actor.id);
      await repos.codes.invalidateLive(actor.id, 'all', now);
      await repos.refreshTokens.revokeAllForUser(actor.id, now);
      const sessionVersion = await repos.users.bumpSessionVersion(actor.id, now);
      await enqueueEvent(trx, IdentityEvents.USER_DELETED, { userId: actor.id });
      return { deleted: true as const, sessionVersion };
    });
  };
}
