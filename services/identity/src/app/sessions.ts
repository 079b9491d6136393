import { randomUUID } from 'node:crypto';
import { AppError, type IdentitySession, type Me } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { generateRefreshToken, hashRefreshToken, refreshExpiry } from '../domain/refresh-token.js';
import { toMe, type UserRecord } from '../domain/user.js';
import type { IdentityDeps } from './deps.js';
import { reposFor } from './repos.js';
import { accountSuspended } from './errors.js';

export async function loadMe(db: Kysely<DB>, user: UserRecord): Promise<Me> {
  const profile = await reposFor(db).profiles.find(user.id);
  if (!profile) throw new AppError('INTERNAL', `User ${user.id} has no profile`);
  return toMe(user, profile);
}

/**
 * Starts a refresh-token family (a new sign-in) or continues one (rotation). Runs inside the
 * caller's transaction so a session never exists without the state change that granted it.
 * Every way in ends here, so this is where a suspended account is turned away (decision 0048):
 * the error rolls the caller's transaction back (a code is not spent, a provider not linked).
 */
export async function issueSession(
  deps: IdentityDeps,
  trx: Kysely<DB>,
  user: UserRecord,
  familyId: string = randomUUID(),
): Promise<IdentitySession> {
  if (user.status === 'suspended') throw accountSuspended();
  const now = deps.now();
  const refreshToken = generateRefreshToken();
  const expiresAt = refreshExpiry(now, deps.env.REFRESH_TOKEN_TTL_DAYS);
  await reposFor(trx).refreshTokens.insert({
    id: randomUUID(),
    familyId,
    userId: user.id,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt,
    createdAt: now,
  });
  return {
    user: await loadMe(trx, user),
    refreshToken,
    refreshExpiresAt: expiresAt.toISOString(),
    sessionId: familyId,
    sessionVersion: user.sessionVersion,
  };
}
