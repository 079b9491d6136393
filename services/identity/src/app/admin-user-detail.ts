import { AppError, type AdminUserDetail } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { UserRecord } from '../domain/user.js';
import { reposFor } from './repos.js';

/** One account as the admin's user page shows it; deleted and unknown ones are NOT_FOUND. */
export async function adminUserDetail(
  db: Kysely<DB>,
  user: UserRecord | undefined,
): Promise<AdminUserDetail> {
  if (!user || user.status === 'deleted') throw new AppError('NOT_FOUND', 'User not found');
  const repos = reposFor(db);
  const profile = await repos.profiles.find(user.id);
  const facts = await repos.users.adminFacts(user.id);
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    roles: user.roles,
    fullName: profile?.fullName ?? '',
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phoneNumber: profile?.phoneNumber ?? null,
    countryCode: profile?.countryCode ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    locale: profile?.locale ?? null,
    createdAt: user.createdAt.toISOString(),
    verifiedAt: facts.verifiedAt?.toISOString() ?? null,
    lastSignInAt: facts.lastSignInAt?.toISOString() ?? null,
    suspendedAt: facts.suspendedAt?.toISOString() ?? null,
  };
}
