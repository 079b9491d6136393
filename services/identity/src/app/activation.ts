import { IdentityEvents } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { UserRecord } from '../domain/user.js';
import type { IdentityDeps } from './deps.js';
import { reposFor } from './repos.js';

/**
 * The moment an account becomes usable (email proven or new OAuth user): the welcome email hangs
 * on the event, so it is emitted only on the transition, never twice.
 */
export async function activateUser(
  deps: IdentityDeps,
  trx: Transaction<DB>,
  user: UserRecord,
): Promise<UserRecord> {
  if (user.status !== 'unverified') return user;
  const repos = reposFor(trx);
  await repos.users.activate(user.id, deps.now());
  const profile = await repos.profiles.find(user.id);
  await enqueueEvent(trx, IdentityEvents.USER_REGISTERED, {
    userId: user.id,
    email: user.email,
    firstName: profile?.firstName ?? '',
    locale: profile?.locale ?? 'en',
  });
  return { ...user, status: 'active' };
}
