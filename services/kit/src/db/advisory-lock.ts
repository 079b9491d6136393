import { createHash } from 'node:crypto';
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';

/**
 * Postgres advisory locks by name. The key is the first 8 bytes of SHA-256(name) as a signed
 * bigint: computed here rather than with `hashtext()`, whose output is an internal detail of a
 * Postgres version, and 64 bits so that unrelated names practically never share a key.
 */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(name, 'utf8').digest().readBigInt64BE(0).toString();
}

/**
 * Takes the lock for the rest of the transaction if it is free; false when someone else holds
 * it. Released by commit or rollback, so a process that dies cannot leave it held.
 */
export async function tryAdvisoryXactLock(
  trx: QueryExecutorProvider,
  name: string,
): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_xact_lock(${advisoryLockKey(name)}::bigint) AS locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** Waits for the lock and holds it for the rest of the transaction. */
export async function advisoryXactLock(trx: QueryExecutorProvider, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${advisoryLockKey(name)}::bigint)`.execute(trx);
}

export interface SessionLockOptions {
  /** Give up after this long (default: try once). */
  waitMs?: number;
  /** Pause between attempts while waiting (default 50 ms). */
  retryMs?: number;
}

export type SessionLockResult<T> = { acquired: true; value: T } | { acquired: false };

/**
 * Runs `fn` while holding a session-scoped lock on one pinned connection, for work that spans
 * several transactions or none (e.g. reconfiguring a JetStream consumer). `fn` gets that
 * connection, but may use any other. Waiting polls the try-lock instead of blocking in
 * `pg_advisory_lock`, so a caller never waits past `waitMs` and never holds a pool connection
 * hostage to a lock it cannot get.
 */
export async function withSessionAdvisoryLock<DB, T>(
  db: Kysely<DB>,
  name: string,
  fn: (connection: Kysely<DB>) => Promise<T>,
  options: SessionLockOptions = {},
): Promise<SessionLockResult<T>> {
  const key = advisoryLockKey(name);
  const deadline = Date.now() + (options.waitMs ?? 0);
  return db.connection().execute(async (connection) => {
    for (;;) {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_lock(${key}::bigint) AS locked`.execute(connection);
      if (rows[0]?.locked === true) break;
      if (Date.now() >= deadline) return { acquired: false } as const;
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 50));
    }
    try {
      return { acquired: true, value: await fn(connection) } as const;
    } finally {
      await sql`SELECT pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
