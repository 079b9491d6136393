import { AppError, type Actor } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { isAdmin, type UserRecord } from '../domain/user.js';
import { UserRepository } from '../repositories/user.repository.js';

export function requireSignedIn(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

/** The acting user as stored now: a deleted account's still-valid access token gets nothing. */
export async function requireActiveActor(db: Kysely<DB>, actor: Actor): Promise<UserRecord> {
  const userId = requireSignedIn(actor);
  const user = await new UserRepository(db).findById(userId);
  if (!user || user.status === 'deleted') {
    throw new AppError('UNAUTHENTICATED', 'Your session is no longer valid. Please sign in again.');
  }
  return user;
}

/**
 * Admin is decided from the database, not only from the access token's roles: a demoted admin's
 * token stays valid for up to 15 minutes and must not keep admin powers meanwhile.
 */
export async function requireAdmin(db: Kysely<DB>, actor: Actor): Promise<UserRecord> {
  const user = await requireActiveActor(db, actor);
  if (!isAdmin(user)) throw new AppError('FORBIDDEN', 'Admins only');
  return user;
}
