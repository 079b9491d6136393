import { AppError, type Actor } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { isAdmin, type UserRecord } from '../domain/user.js';
import { UserRepository } from '../repositories/user.repository.js';

export function requireSignedIn(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

/**
 * The acting user as stored now: a deleted or suspended account's still-valid access token gets
 * nothing.
 */
export async function requireActiveActor(db: Kysely<DB>, actor: Actor): Promise<UserRecord> {
  const userId = requireSignedIn(actor);
  const user = await new UserRepository(db).findById(userId);
  if (!user || user.status === 'deleted' || user.status === 'suspended') {
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

/**
 * The system itself (the seed, consumers acting on events: no user, the admin role, see
 * SYSTEM_ACTOR) or a signed-in admin as the database knows them now. Anyone else is refused
 * with FORBIDDEN, anonymous visitors included: these subjects are not for people.
 */
export async function requireSystemOrAdmin(db: Kysely<DB>, actor: Actor): Promise<void> {
  if (actor.userId === null) {
    if (actor.roles.includes('admin')) return;
    throw new AppError('FORBIDDEN', 'Only the system or an admin may do this');
  }
  await requireAdmin(db, actor);
}
