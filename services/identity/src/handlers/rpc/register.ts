import { randomUUID } from 'node:crypto';
import type { IdentityRpc, RegisterReply } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { issueCode } from '../../app/codes.js';
import { isUniqueViolation } from '../../app/errors.js';
import { assertAdult } from '../../domain/age.js';
import { CONSENT_SOURCE_SIGN_UP } from '../../domain/promotional-consent.js';
import { hashPassword, verifyPassword } from '../../domain/password.js';
import { composePhone, fullNameOf, type UserRecord } from '../../domain/user.js';

type RegisterInput = Parameters<RpcHandler<typeof IdentityRpc.register>>[0];

/**
 * Creates the account unverified and sends a verify_email code. A sign-up for an address that
 * already has an account changes nothing of it (password, names, verification) and is answered
 * exactly like a new one, so the reply tells nobody more than the email-status step does:
 *  - unverified: the code is sent again; a different password marks the stored one disputed
 *    (see the dispute migration), so proving the inbox never activates a stranger's password;
 *  - active: nothing is sent (there is nothing to verify); the owner logs in or resets.
 */
export function registerHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.register> {
  return async (req) => {
    const now = deps.now();
    assertAdult(req.birthday, now);
    const passwordHash = await hashPassword(req.password);
    const attempt = () =>
      deps.db.transaction().execute(async (trx): Promise<RegisterReply> => {
        const repos = reposFor(trx);
        const existing = await repos.users.findLiveByEmail(req.email, { forUpdate: true });
        if (existing) return repeatSignUp(deps, trx, existing, req);
        const user: UserRecord = {
          id: randomUUID(),
          email: req.email,
          status: 'unverified',
          roles: [],
          createdAt: now,
          sessionVersion: 0,
        };
        await repos.users.insert(user);
        await repos.credentials.upsert(user.id, passwordHash, now);
        await repos.profiles.upsert(
          {
            userId: user.id,
            firstName: req.firstName,
            lastName: req.lastName,
            fullName: fullNameOf(req.firstName, req.lastName),
            birthday: req.birthday,
            phoneNumber: composePhone(req.countryCode, req.phoneNumber),
            countryCode: req.countryCode,
            // The older flag follows the consent so the profile never says otherwise.
            optOutPromotions: !req.acceptsPromotions,
            avatarUrl: null,
            about: null,
            locale: req.locale,
            languages: [],
          },
          now,
        );
        if (req.acceptsPromotions) {
          await repos.promotionalConsents.insert(user.id, {
            granted: true,
            changedAt: now,
            source: CONSENT_SOURCE_SIGN_UP,
          });
        }
        await issueCode(deps, trx, user, 'verify_email', req.locale);
        return { userId: user.id, email: user.email, status: 'unverified' };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two sign-ups for one new address at the same instant: the unique index lets one insert;
      // the other is answered as the repeat it now is.
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  };
}

async function repeatSignUp(
  deps: IdentityDeps,
  trx: Transaction<DB>,
  existing: UserRecord,
  req: RegisterInput,
): Promise<RegisterReply> {
  // `unverified` for an active account too: the same answer as a first sign-up.
  const reply: RegisterReply = { userId: existing.id, email: existing.email, status: 'unverified' };
  if (existing.status !== 'unverified') return reply;
  const repos = reposFor(trx);
  const stored = await repos.credentials.findHash(existing.id);
  if (stored && !(await verifyPassword(stored, req.password))) {
    await repos.credentials.markDisputed(existing.id, deps.now());
  }
  await issueCode(deps, trx, existing, 'verify_email', req.locale);
  return reply;
}
