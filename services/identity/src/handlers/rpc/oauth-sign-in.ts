import { randomUUID } from 'node:crypto';
import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { activateUser } from '../../app/activation.js';
import { issueSession } from '../../app/sessions.js';
import { isUniqueViolation } from '../../app/errors.js';
import { fullNameOf, type ProfileRecord, type UserRecord } from '../../domain/user.js';

/**
 * The BFF has already completed the OpenID Connect exchange; identity decides which account the
 * provider identity belongs to. Linking by email only when the provider vouches for the address,
 * otherwise anyone could claim an account by creating a provider login with its email.
 */
export function oauthSignInHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.oauthSignIn> {
  return async (req, call) => {
    const run = () =>
      deps.db.transaction().execute(async (trx) => {
        const repos = reposFor(trx);
        const now = deps.now();
        const linkedId = await repos.oauthAccounts.findUserId(req.provider, req.providerSubject);
        const linked = linkedId
          ? await repos.users.findById(linkedId, { forUpdate: true })
          : undefined;
        if (linked && linked.status === 'active') return issueSession(deps, trx, linked);

        if (!req.emailVerified) {
          throw new AppError('FORBIDDEN', 'Your email address is not verified with this provider', {
            reason: 'OAUTH_EMAIL_NOT_VERIFIED',
          });
        }
        const locale = call.actor.locale ?? 'en';
        let user = await repos.users.findLiveByEmail(req.email, { forUpdate: true });
        if (user?.status === 'unverified') {
          // Whoever registered the address never proved it: nothing they typed (password, names,
          // phone, birthday) may survive into the account the inbox's owner now takes.
          await repos.credentials.delete(user.id);
          await repos.codes.invalidateLive(user.id, 'all', now);
          await repos.profiles.upsert(providerProfile(user.id, req, locale), now);
          user = await activateUser(deps, trx, user);
        }
        if (!user) {
          const created: UserRecord = {
            id: randomUUID(),
            email: req.email,
            status: 'unverified',
            roles: [],
            createdAt: now,
            sessionVersion: 0,
          };
          await repos.users.insert(created);
          await repos.profiles.upsert(providerProfile(created.id, req, locale), now);
          user = await activateUser(deps, trx, created);
        }
        await repos.oauthAccounts.link({
          provider: req.provider,
          subject: req.providerSubject,
          userId: user.id,
          email: req.email,
          now,
        });
        return issueSession(deps, trx, user);
      });
    try {
      return await run();
    } catch (error) {
      // A simultaneous first sign-in created the account; the retry links to it.
      if (isUniqueViolation(error)) return run();
      throw error;
    }
  };
}

/** A profile made only of what the provider vouches for. */
function providerProfile(
  userId: string,
  req: { firstName?: string | undefined; lastName?: string | undefined },
  locale: ProfileRecord['locale'],
): ProfileRecord {
  const firstName = req.firstName ?? '';
  const lastName = req.lastName ?? '';
  return {
    userId,
    firstName,
    lastName,
    fullName: fullNameOf(firstName, lastName),
    birthday: null,
    phoneNumber: null,
    countryCode: null,
    optOutPromotions: false,
    avatarUrl: null,
    about: null,
    locale,
    languages: [],
  };
}
