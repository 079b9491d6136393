import {
  contextFromTraceparent,
  currentTraceparent,
  withSpan,
  type JobEnqueuer,
  type Logger,
} from '@arrendo/kit';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { EmailOutboxRepository } from '../repositories/email-outbox.repository.js';
import { MessageDigestJob, type MessageDigestData } from '../inbox/message-digest-job.js';
import { CodeEmailJob, EmailJob, type EmailJobData } from './job.js';

/**
 * How an email leaves a transaction (decision 0038: no network inside one). An event handler
 * used to queue its email (BullMQ, Redis) inside the consumer's inbox transaction: a commit
 * that then failed left a queued email for a notification that was never written, and Redis
 * answering slowly held the transaction open. Now the handler writes the email into
 * `email_outbox` with the transaction it was given, and this service's relay queues it after
 * the commit:
 *
 * - a rollback leaves nothing to send (the row goes with it);
 * - a crash after the commit loses nothing (the row stays until the queue has the job; the
 *   inbox keeps a redelivered event from deciding it again, and would have made an
 *   after-commit enqueue in the handler lose it);
 * - a duplicate is one email: the row's key is the job id, which BullMQ and the email log
 *   already refuse twice (a relay that died after queueing and before removing queues again).
 *
 * Why rows here and not the kit's event outbox: the kit's relay publishes to JetStream, and a
 * consumer of that event would have queued the job inside its own inbox transaction again (the
 * event bus has no step outside its transaction yet). The relay polls like the kit's outbox
 * relay does (`OUTBOX_POLL_MS`, 250 ms by default), so an email waits at most about that long.
 */

type EmailJobDefinition = typeof EmailJob | typeof CodeEmailJob;

type EmailJobName = 'email.send' | 'email.code';

function nameOf(definition: EmailJobDefinition): EmailJobName {
  return definition === CodeEmailJob ? 'email.code' : 'email.send';
}

/** The rows' jobs: the emails, and the new-messages digest that decides one later. */
function definitionOf(name: EmailJobName | 'message.digest') {
  if (name === 'message.digest') return MessageDigestJob;
  return name === 'email.code' ? CodeEmailJob : EmailJob;
}

/** Decides an email in the caller's transaction: queued by the relay once that commits. */
export async function queueEmail(
  trx: Transaction<DB>,
  definition: EmailJobDefinition,
  data: EmailJobData,
  jobId: string,
): Promise<void> {
  // Refused here, in the handler, as the enqueue used to: a bad email fails its event.
  const parsed = definition.data.parse(data);
  await new EmailOutboxRepository(trx).add(
    nameOf(definition),
    jobId,
    parsed,
    currentTraceparent() ?? null,
  );
}

/**
 * Decides the new-messages digest in the caller's transaction, as `queueEmail` does an email: the
 * relay queues it delayed until `runAt`, and its fixed id keeps one per conversation window.
 */
export async function queueMessageDigest(
  trx: Transaction<DB>,
  data: MessageDigestData,
  jobId: string,
  runAt: Date,
): Promise<void> {
  const parsed = MessageDigestJob.data.parse(data);
  await new EmailOutboxRepository(trx).add(
    'message.digest',
    jobId,
    parsed,
    currentTraceparent() ?? null,
    runAt,
  );
}

export interface EmailOutboxRelayOptions {
  db: Kysely<DB>;
  jobs: JobEnqueuer;
  logger: Logger;
  /** The first retry delay the jobs get (`EMAIL_BACKOFF_MS`). */
  backoffMs: number;
  pollMs: number;
  batchSize?: number;
  /** How long a relay holds the rows it claimed; a dead relay's rows come back after it. */
  leaseMs?: number;
}

/** The delay a row asks for (the digest waits until its window closes); none once past. */
function delayUntil(notBefore: Date | null): { delayMs?: number } {
  if (!notBefore) return {};
  const delayMs = notBefore.getTime() - Date.now();
  return delayMs > 0 ? { delayMs } : {};
}

/** Queues `email_outbox` rows, oldest first, and removes each once the queue has it. */
export class EmailOutboxRelay {
  private readonly outbox: EmailOutboxRepository;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private draining: Promise<void> = Promise.resolve();

  constructor(private readonly options: EmailOutboxRelayOptions) {
    this.outbox = new EmailOutboxRepository(options.db);
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
    let queued = 0;
    try {
      queued = await this.drain();
    } catch (err) {
      this.options.logger.error({ err }, 'email outbox relay batch failed');
    }
    this.schedule(queued > 0 ? 0 : this.options.pollMs);
  }

  /** Queues one batch; returns how many emails were queued. Exposed for tests. */
  async drain(): Promise<number> {
    const { jobs, logger, backoffMs } = this.options;
    const rows = await this.outbox.claim(
      this.options.batchSize ?? 50,
      this.options.leaseMs ?? 30_000,
    );
    const queued: string[] = [];
    const unqueued: string[] = [];
    for (const row of rows) {
      const definition = definitionOf(row.job);
      const data = definition.data.safeParse(row.data);
      if (!data.success) {
        // Written by an older version that a newer schema refuses: kept (claimed) and logged
        // rather than dropped; an operator decides. Nothing behind it waits for it.
        logger.error({ jobId: row.job_id, issues: data.error.issues }, 'email outbox row invalid');
        continue;
      }
      if (unqueued.length > 0) {
        unqueued.push(row.job_id);
        continue;
      }
      try {
        await withSpan(
          `queue ${row.job}`,
          { parent: contextFromTraceparent(row.traceparent ?? undefined) },
          () =>
            jobs.enqueue(definition, data.data, {
              id: row.job_id,
              backoffMs,
              ...delayUntil(row.not_before),
            }),
        );
        queued.push(row.job_id);
      } catch (err) {
        // Redis is away: every later row would wait its add timeout too. They stay here.
        logger.warn({ err, jobId: row.job_id }, 'email not queued yet; it waits in the outbox');
        unqueued.push(row.job_id);
      }
    }
    await this.outbox.remove(queued);
    await this.outbox.release(unqueued);
    return queued.length;
  }
}
