import { randomUUID } from 'node:crypto';
import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { activateUser } from '../../app/activation.js';
import { issueSession } from '../../app/sessions.js';
import { isUniqueViolation } from '../../app/errors.js';
import { fullNameOf, type UserRecord } from '../../domain/user.js';

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
        let user = await repos.users.findLiveByEmail(req.email, { forUpdate: true });
        if (user?.status === 'unverified') {
          // Whoever registered the address never proved it; their password must not survive
          // into an account the real owner now controls.
          await repos.credentials.delete(user.id);
          user = await activateUser(deps, trx, user);
        }
        if (!user) {
          const created: UserRecord = {
            id: randomUUID(),
            email: req.email,
            status: 'unverified',
            roles: [],
            createdAt: now,
          };
          await repos.users.insert(created);
          const firstName = req.firstName ?? '';
          const lastName = req.lastName ?? '';
          await repos.profiles.upsert(
            {
              userId: created.id,
              firstName,
              lastName,
              fullName: fullNameOf(firstName, lastName),
              birthday: null,
              phoneNumber: null,
              countryCode: null,
              optOutPromotions: false,
              avatarUrl: null,
              about: null,
              locale: call.actor.locale ?? 'en',
            },
            now,
          );
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
