import { advisoryLockKey } from '@arrendo/kit';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * A transaction-scoped advisory lock by name: `shared` for the many that may run side by side
 * (holds), `exclusive` for the one that must see them all finished (a calendar change, a closure).
 */
export async function lockInTransaction(
  db: Kysely<DB>,
  name: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  const key = advisoryLockKey(name);
  await (
    mode === 'shared'
      ? sql`SELECT pg_advisory_xact_lock_shared(${key}::bigint)`
      : sql`SELECT pg_advisory_xact_lock(${key}::bigint)`
  ).execute(db);
}
