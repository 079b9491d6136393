import { createHash } from 'node:crypto';
import { contextFromTraceparent, withSpan, type JobEnqueuer, type Logger } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { PushJob } from './job.js';
import { QueuedPush } from './message.js';
import { PushOutboxRepository } from './outbox.repository.js';
import { PushSubscriptionRepository } from './subscription.repository.js';

export interface PushOutboxRelayOptions {
  db: Kysely<DB>;
  jobs: JobEnqueuer;
  logger: Logger;
  /** The first retry delay the jobs get (`PUSH_BACKOFF_MS`). */
  backoffMs: number;
  pollMs: number;
  batchSize?: number;
  /** How long a relay holds the rows it claimed; a dead relay's rows come back after it. */
  leaseMs?: number;
}

/**
 * The job id of one push to one device: fixed by the push's id and the subscription, so a relay
 * that queues a row again (it died before removing it) adds nothing BullMQ or `push_deliveries`
 * would run twice. Hashed: the caller's id may hold ':' (refused by BullMQ) or be long.
 */
export function pushJobId(pushId: string, subscriptionId: string): string {
  const key = createHash('sha256').update(pushId).digest('base64url').slice(0, 27);
  return `push-${key}-${subscriptionId}`;
}

/**
 * Queues `push_outbox` rows, oldest first: one `push.send` job per subscription the user has
 * now, then removes the row. Polls like the email outbox relay (`email/outbox.ts`), whose
 * reasons it shares (decision 0038: no Redis inside a transaction).
 */
export class PushOutboxRelay {
  private readonly outbox: PushOutboxRepository;
  private readonly subscriptions: PushSubscriptionRepository;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private draining: Promise<void> = Promise.resolve();

  constructor(private readonly options: PushOutboxRelayOptions) {
    this.outbox = new PushOutboxRepository(options.db);
    this.subscriptions = new PushSubscriptionRepository(options.db);
  }

  start(): void {
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
  }

  private schedule(delay: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.draining = this.tick();
    }, delay);
  }

  private async tick(): Promise<void> {
    let done = 0;
    try {
      done = await this.drain();
    } catch (err) {
      this.options.logger.error({ err }, 'push outbox relay batch failed');
    }
    this.schedule(done > 0 ? 0 : this.options.pollMs);
  }

  /** Queues one batch; returns how many outbox rows were done with. Exposed for tests. */
  async drain(): Promise<number> {
    const { jobs, logger, backoffMs } = this.options;
    const rows = await this.outbox.claim(
      this.options.batchSize ?? 50,
      this.options.leaseMs ?? 30_000,
    );
    const done: string[] = [];
    const undone: string[] = [];
    for (const row of rows) {
      const message = QueuedPush.safeParse(row.data);
      if (!message.success) {
        // Written by an older version a newer schema refuses: kept (claimed) and logged.
        logger.error(
          { jobId: row.job_id, issues: message.error.issues },
          'push outbox row invalid',
        );
        continue;
      }
      if (undone.length > 0) {
        undone.push(row.job_id);
        continue;
      }
      try {
        const subscriptionIds = await this.subscriptions.idsForUser(message.data.userId);
        await withSpan(
          'queue push.send',
          { parent: contextFromTraceparent(row.traceparent ?? undefined) },
          async () => {
            for (const subscriptionId of subscriptionIds) {
              await jobs.enqueue(
                PushJob,
                { subscriptionId, message: message.data },
                { id: pushJobId(row.job_id, subscriptionId), backoffMs },
              );
            }
          },
        );
        done.push(row.job_id);
      } catch (err) {
        // Redis is away: every later row would wait its add timeout too. They stay here.
        logger.warn({ err, jobId: row.job_id }, 'push not queued yet; it waits in the outbox');
        undone.push(row.job_id);
      }
    }
    await this.outbox.remove(done);
    await this.outbox.release(undone);
    return done.length;
  }
}
