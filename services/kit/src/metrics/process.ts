import { sql, type Kysely } from 'kysely';
import type { BaseEnv } from '../env.js';
import type { Logger } from '../logger.js';
import type { JobProducer } from '../jobs/producer.js';
import { serveProcessMetrics } from './server.js';
import {
  QUEUE_STATES,
  reportOutboxBacklog,
  reportQueueDepth,
  type OutboxBacklog,
} from './sources.js';

export interface ProcessMetricsOptions {
  env: Pick<BaseEnv, 'METRICS_PORT' | 'METRICS_HOST'>;
  logger: Logger;
  /** The service whose outbox this process relays (none for a job-worker process). */
  outbox?: { service: string; db: Kysely<unknown> };
  /** The queues this process works, read through the producer's `Queue` objects. */
  queues?: { names: () => string[]; producer: JobProducer };
}

/** The oldest unpublished row and the count, through the partial index on unpublished rows. */
export async function readOutboxBacklog(db: Kysely<unknown>): Promise<OutboxBacklog> {
  const { rows } = await sql<{ rows: number; oldest_seconds: number | null }>`
    SELECT count(*)::int AS rows,
           EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest_seconds
    FROM outbox WHERE published_at IS NULL`.execute(db);
  const row = rows[0];
  return { rows: row?.rows ?? 0, oldestSeconds: Math.max(0, row?.oldest_seconds ?? 0) };
}

/**
 * What a service or worker process reports on scrape (its outbox, its queues) and, when
 * `METRICS_PORT` is set, the endpoint serving it. Returns the undoing, for `stop()`.
 */
export async function startProcessMetrics(
  options: ProcessMetricsOptions,
): Promise<() => Promise<void>> {
  const removals: (() => void)[] = [];
  const { outbox, queues } = options;
  if (outbox) {
    removals.push(reportOutboxBacklog(outbox.service, () => readOutboxBacklog(outbox.db)));
  }
  if (queues) {
    removals.push(
      reportQueueDepth(() =>
        Promise.all(
          queues.names().map(async (queue) => ({
            queue,
            counts: await queues.producer.queue(queue).getJobCounts(...QUEUE_STATES),
          })),
        ),
      ),
    );
  }
  const closeServer = await serveProcessMetrics({
    port: options.env.METRICS_PORT,
    host: options.env.METRICS_HOST,
    logger: options.logger,
  });
  return async () => {
    for (const remove of removals) remove();
    await closeServer();
  };
}
