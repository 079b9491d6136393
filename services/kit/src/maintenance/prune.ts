import { sql, type Kysely } from 'kysely';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { pruneIdempotencyKeys } from '../rpc/idempotency.js';

export interface RetentionOptions {
  /** Published outbox rows older than this go (their events live on in JetStream, 14 days). */
  outboxDays: number;
  /**
   * Processed-event ids older than this go. Longer than the stream's 14-day max_age: a
   * redelivery can only come from the stream, so an id older than the stream's oldest message
   * can never be needed to recognise a duplicate.
   */
  inboxDays: number;
  /** Rows per DELETE, so no statement holds locks for long. */
  batchSize?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function deleteInBatches(run: () => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await run();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes old kit rows so event payloads do not pile up in every schema: published outbox rows
 * (never unpublished ones) and old inbox ids.
 */
export async function pruneKitTables(
  db: Kysely<unknown>,
  options: RetentionOptions,
  now = new Date(),
): Promise<{ outbox: number; inbox: number }> {
  const batchSize = options.batchSize ?? 5000;
  const outboxBefore = new Date(now.getTime() - options.outboxDays * DAY_MS);
  const inboxBefore = new Date(now.getTime() - options.inboxDays * DAY_MS);
  const outbox = await deleteInBatches(async () => {
    const r = await sql`DELETE FROM outbox WHERE seq IN (
      SELECT seq FROM outbox WHERE published_at IS NOT NULL AND published_at < ${outboxBefore}
      LIMIT ${batchSize})`.execute(db);
    return Number(r.numAffectedRows ?? 0);
  }, batchSize);
  const inbox = await deleteInBatches(async () => {
    const r = await sql`DELETE FROM inbox WHERE (event_id, consumer) IN (
      SELECT event_id, consumer FROM inbox WHERE processed_at < ${inboxBefore}
      LIMIT ${batchSize})`.execute(db);
    return Number(r.numAffectedRows ?? 0);
  }, batchSize);
  return { outbox, inbox };
}

export const PRUNE_TASK = 'kit.prune';

/**
 * The task every service schedules: hourly, once per cluster. Old outbox and inbox rows, and
 * idempotency keys past their `expires_at` (`IDEMPOTENCY_TTL_HOURS`).
 */
export function pruneTask(db: Kysely<unknown>, retention: RetentionOptions): ScheduledTask {
  return {
    name: PRUNE_TASK,
    every: 60 * 60 * 1000,
    async handler({ logger }) {
      const deleted = {
        ...(await pruneKitTables(db, retention)),
        idempotencyKeys: await pruneIdempotencyKeys(db),
      };
      if (deleted.outbox + deleted.inbox + deleted.idempotencyKeys > 0)
        logger.info(deleted, 'old kit rows pruned');
    },
  };
}
