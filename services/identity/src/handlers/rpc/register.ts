import { randomUUID } from 'node:crypto';
import { AppError, type IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { reposFor } from '../../app/repos.js';
import { issueCode } from '../../app/codes.js';
import { isUniqueViolation } from '../../app/errors.js';
import { assertAdult } from '../../domain/age.js';
import { hashPassword } from '../../domain/password.js';
import { composePhone, fullNameOf, type UserRecord } from '../../domain/user.js';

function emailTaken(): AppError {
  const message = 'An account with this email already exists';
  return new AppError('CONFLICT', message, { fields: [{ path: 'email', message }] });
}

/**
 * Creates the account unverified and sends a verify_email code. Registering again before
 * verifying replaces the password and profile (the person may have mistyped) and resends.
 */
export function registerHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.register> {
  return async (req) => {
    const now = deps.now();
    assertAdult(req.birthday, now);
    const passwordHash = await hashPassword(req.password);
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const repos = reposFor(trx);
        const existing = await repos.users.findLiveByEmail(req.email, { forUpdate: true });
        if (existing && existing.status !== 'unverified') throw emailTaken();
        const user: UserRecord = existing ?? {
          id: randomUUID(),
          email: req.email,
          status: 'unverified',
          roles: [],
          createdAt: now,
        };
        if (!existing) await repos.users.insert(user);
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
            optOutPromotions: req.optOutPromotions,
            avatarUrl: null,
            about: null,
            locale: req.locale,
          },
          now,
        );
        await issueCode(deps, trx, user, 'verify_email', req.locale);
        return { userId: user.id, email: user.email, status: user.status };
      });
    } catch (error) {
      // Two sign-ups for one address at the same instant: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  };
}
