import { sql, type QueryExecutorProvider } from 'kysely';
import { redactPayload } from './redact.js';

import type { DeadLetterSource } from '@arrendo/contracts';

export type { DeadLetterSource };

/** One piece of work that failed for good. */
export interface DeadLetterEntry {
  source: DeadLetterSource;
  /** Job name (`email.send`) or event subject (`evt.identity.user.registered`). */
  name: string;
  /** Job id or event id: with `source` and `name`, identifies the letter. */
  key: string;
  /** Where a retry goes: the BullMQ queue (jobs) or the JetStream stream (events). */
  queue?: string | null;
  /** The work's data. Redacted before it is stored (secret-looking keys, size); may be omitted. */
  payload?: unknown;
  /** What went wrong; only the message is kept. */
  error: unknown;
  /** Attempts made in the run that just failed. */
  attempts: number;
  /** Defaults to now. */
  failedAt?: Date;
}

const MAX_ERROR = 2000;

export function errorMessage(error: unknown): string {
  const message =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  return message.length > MAX_ERROR ? `${message.slice(0, MAX_ERROR)}…` : message;
}

/**
 * Records work that failed for good in the owning service's `dead_letters` table, where the
 * admin RPC `rpc.<service>.admin.deadLetters` lists it. Takes any Kysely instance or transaction
 * bound to the service's schema. The same work failing again (after an operator's retry) updates
 * its letter: newest error, attempts and failure time, unresolved again; `first_failed_at` stays.
 */
export async function recordDeadLetter(
  db: QueryExecutorProvider,
  entry: DeadLetterEntry,
): Promise<void> {
  const payload = JSON.stringify(redactPayload(entry.payload ?? null));
  const at = entry.failedAt ?? new Date();
  await sql`
    INSERT INTO dead_letters (source, name, key, queue, payload, error, attempts, first_failed_at, last_failed_at)
    VALUES (${entry.source}, ${entry.name}, ${entry.key}, ${entry.queue ?? null}, ${payload}::jsonb,
      ${errorMessage(entry.error)}, ${entry.attempts}, ${at}, ${at})
    ON CONFLICT (source, name, key) DO UPDATE SET
      queue = EXCLUDED.queue, payload = EXCLUDED.payload, error = EXCLUDED.error,
      attempts = EXCLUDED.attempts, last_failed_at = EXCLUDED.last_failed_at, resolved_at = NULL`.execute(
    db,
  );
}
