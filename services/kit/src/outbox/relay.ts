import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { headers as natsHeaders, type JetStreamClient } from 'nats';
import type { EventEnvelope } from '@arrendo/contracts';
import { tryAdvisoryXactLock } from '../db/advisory-lock.js';
import type { Logger } from '../logger.js';
import { subjectFor } from '../nats/subjects.js';
import { contextFromTraceparent, injectTraceHeaders } from '../telemetry/propagation.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';

export interface OutboxRelayOptions {
  db: Kysely<unknown>;
  pool: pg.Pool;
  js: JetStreamClient;
  schema: string;
  prefix: string;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  /** Test hook: runs after publishing and before marking rows published. */
  afterPublish?: (ids: string[]) => Promise<void> | void;
}

interface OutboxRow {
  seq: number;
  id: string;
  subject: string;
  envelope: EventEnvelope;
}

/**
 * Publishes outbox rows to JetStream in order. One relay at a time holds the schema's advisory
 * lock for a batch, so running several relays is safe and keeps order; a relay that dies after
 * publishing but before marking republishes the same ids, which JetStream drops as duplicates.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.PoolClient | undefined;
  private running = false;
  private draining: Promise<void> = Promise.resolve();
  private wakeRequested = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  async start(): Promise<void> {
    this.running = true;
    try {
      this.listener = await this.options.pool.connect();
      this.listener.on('notification', () => this.wake());
      await this.listener.query(`LISTEN "outbox_${this.options.schema}"`);
    } catch (err) {
      this.options.logger.warn({ err }, 'outbox LISTEN unavailable, polling only');
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
    if (this.listener) {
      await this.listener.query(`UNLISTEN *`).catch(() => undefined);
      this.listener.release();
      this.listener = undefined;
    }
  }

  private wake(): void {
    this.wakeRequested = true;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.draining = this.tick();
    }, delay);
  }

  private async tick(): Promise<void> {
    let published = 0;
    try {
      this.wakeRequested = false;
      published = await this.publishBatch();
    } catch (err) {
      this.options.logger.error({ err }, 'outbox relay batch failed');
    }
    const again = published > 0 || this.wakeRequested;
    this.schedule(again ? 0 : (this.options.pollMs ?? 250));
  }

  /** Publishes one batch; returns how many rows were published. Exposed for tests. */
  async publishBatch(): Promise<number> {
    const { db, js, prefix, schema, logger } = this.options;
    const limit = this.options.batchSize ?? 100;
    return db.transaction().execute(async (trx) => {
      if (!(await tryAdvisoryXactLock(trx, `outbox:${schema}`))) return 0;
      const { rows } = await sql<OutboxRow>`
        SELECT seq, id, subject, envelope FROM outbox
        WHERE published_at IS NULL ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(trx);
      if (rows.length === 0) return 0;
      const done: number[] = [];
      for (const row of rows) {
        try {
          await withSpan(
            `publish ${row.subject}`,
            {
              kind: SpanKind.PRODUCER,
              parent: contextFromTraceparent(row.envelope.traceparent),
              attributes: {
                'messaging.system': 'nats',
                'messaging.destination.name': row.subject,
                'messaging.message.id': row.id,
              },
            },
            async () => {
              const hdrs = injectTraceHeaders(natsHeaders());
              await js.publish(subjectFor(prefix, row.subject), JSON.stringify(row.envelope), {
                msgID: row.id,
                headers: hdrs,
              });
            },
          );
          done.push(row.seq);
        } catch (err) {
          logger.warn(
            { err, eventId: row.id, subject: row.subject },
            'outbox publish failed; will retry',
          );
          await sql`UPDATE outbox SET attempts = attempts + 1, last_error = ${String((err as Error).message)} WHERE seq = ${row.seq}`.execute(
            trx,
          );
          break; // keep order: later rows wait for this one
        }
      }
      await this.options.afterPublish?.(rows.filter((r) => done.includes(r.seq)).map((r) => r.id));
      if (done.length > 0) {
        await sql`UPDATE outbox SET published_at = now() WHERE seq = ANY(${done}::bigint[])`.execute(
          trx,
        );
      }
      return done.length;
    });
  }
}
