import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fieldIssuesFromZod } from '@arrendo/contracts';
import { recordDeadLetter } from '../dead-letters/record.js';
import type { Logger } from '../logger.js';
import { contextFromTraceparent } from '../telemetry/propagation.js';
import { SpanKind, withSpan } from '../telemetry/spans.js';
import { queueNameFor, type JobDefinition } from './definition.js';
import { JobEnvelope } from './envelope.js';
import { PermanentJobError } from './errors.js';
import { closeGracefully, InFlight } from './graceful.js';
import { throttled, workerConnection } from './redis.js';

/** What a handler learns about the job besides its data. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first try. */
  attempt: number;
  attempts: number;
  logger: Logger;
}

export type JobHandler<D extends JobDefinition> = (
  data: z.output<D['data']>,
  job: JobContext,
) => Promise<unknown>;

export interface HandleOptions {
  /** Jobs of this queue run at once in this process (the largest asked for a queue wins). */
  concurrency?: number;
}

interface Registration {
  definition: JobDefinition;
  handler: JobHandler<JobDefinition>;
}

export interface JobWorkersOptions {
  service: string;
  redisUrl: string;
  prefix: string;
  /** The service's schema: dead letters are recorded there. */
  db: Kysely<unknown>;
  logger: Logger;
}

/** Bad data never gets better: named field by field, failed for good. */
function invalidData(error: z.ZodError): PermanentJobError {
  const fields = fieldIssuesFromZod(error).map((f) => `${f.path}: ${f.message}`);
  return new PermanentJobError(`Invalid job data: ${fields.join('; ')}`);
}

/** Why a job failed for good without the handler throwing (stalled too often, lost lock…). */
const LOST = 'failed outside its handler';

/**
 * Runs the job handlers registered in this process: one BullMQ worker per queue, dispatching on
 * the job name. Data is validated again before the handler sees it; invalid data, a missing
 * handler or a `PermanentJobError` fail the job at once, and any job that fails for good is
 * recorded in `dead_letters`. `stop()` stops taking jobs and lets the running ones finish.
 */
export class JobWorkers {
  private readonly registrations = new Map<string, Registration>();
  private readonly concurrency = new Map<string, number>();
  private readonly workers: { worker: Worker; inFlight: InFlight }[] = [];
  /** Jobs whose dead letter the processor already wrote, so the 'failed' event skips them. */
  private readonly recorded = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: JobWorkersOptions) {}

  handle<D extends JobDefinition>(
    definition: D,
    handler: JobHandler<D>,
    options: HandleOptions = {},
  ): void {
    const queue = queueNameFor(this.options.service, definition.queue);
    const key = `${queue}/${definition.name}`;
    if (this.registrations.has(key)) {
      throw new Error(`Job ${definition.name} has two handlers in ${this.options.service}`);
    }
    this.registrations.set(key, {
      definition,
      handler: handler as unknown as JobHandler<JobDefinition>,
    });
    const wanted = Math.max(1, options.concurrency ?? 1);
    this.concurrency.set(queue, Math.max(this.concurrency.get(queue) ?? 1, wanted));
  }

  get queues(): string[] {
    return [...this.concurrency.keys()];
  }

  start(): void {
    const { redisUrl, prefix, logger } = this.options;
    for (const [queue, concurrency] of this.concurrency) {
      const worker: Worker = new Worker(
        queue,
        (job) => inFlight.run(job.id ?? '', () => this.process(queue, job)),
        { connection: workerConnection(redisUrl), prefix, concurrency },
      );
      const inFlight = new InFlight(worker);
      worker.on(
        'error',
        throttled(10_000, (err) => logger.error({ err, queue }, 'job worker error')),
      );
      worker.on('failed', (job, error) => this.onFailed(queue, job, error));
      this.workers.push({ worker, inFlight });
    }
  }

  /** Stops taking jobs, lets running ones finish, then waits for dead letters being written. */
  async stop(): Promise<void> {
    await closeGracefully(this.workers);
    this.workers.length = 0;
    await Promise.allSettled([...this.pending]);
  }

  private async process(queue: string, job: Job): Promise<unknown> {
    const { logger } = this.options;
    const id = job.id;
    if (!id) throw new UnrecoverableError('job without an id');
    const registration = this.registrations.get(`${queue}/${job.name}`);
    const envelope = JobEnvelope.safeParse(job.data);
    const context: JobContext = {
      id,
      name: job.name,
      attempt: job.attemptsMade + 1,
      attempts: job.opts.attempts ?? 1,
      logger: logger.child({ job: job.name, jobId: id }),
    };
    return withSpan(
      `job ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextFromTraceparent(envelope.success ? envelope.data.traceparent : undefined),
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.destination.name': queue,
          'messaging.message.id': id,
          'job.attempt': context.attempt,
        },
      },
      async () => {
        let data: unknown = envelope.success ? envelope.data.data : job.data;
        try {
          if (!registration) {
            throw new PermanentJobError(`No handler for job ${job.name} on ${queue}`);
          }
          // Re-validated: the job may have been queued by an older or newer release.
          if (!envelope.success) throw invalidData(envelope.error);
          const parsed = registration.definition.data.safeParse(envelope.data.data);
          if (!parsed.success) throw invalidData(parsed.error);
          data = parsed.data;
          return await registration.handler(data, context);
        } catch (error) {
          const permanent =
            error instanceof PermanentJobError || error instanceof UnrecoverableError;
          if (permanent || context.attempt >= context.attempts) {
            await this.deadLetter(queue, job, registration, data, error, context.attempt);
          }
          // Never the data: it may be sensitive. The error says what went wrong.
          context.logger.warn(
            { err: error, attempt: context.attempt, final: permanent || undefined },
            permanent ? 'job failed for good' : 'job failed',
          );
          if (permanent && !(error instanceof UnrecoverableError)) {
            throw new UnrecoverableError((error as Error).message);
          }
          throw error;
        }
      },
    );
  }

  private async deadLetter(
    queue: string,
    job: Job,
    registration: Registration | undefined,
    data: unknown,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    const summarize = registration?.definition.summarize;
    let payload: unknown = data;
    try {
      if (summarize) payload = summarize(data);
    } catch {
      payload = { unreadable: true };
    }
    try {
      await recordDeadLetter(this.options.db, {
        source: 'job',
        name: job.name,
        key: job.id ?? '',
        queue,
        payload,
        error,
        attempts,
      });
      this.recorded.add(`${queue}/${job.id}`);
    } catch (err) {
      this.options.logger.error(
        { err, job: job.name, jobId: job.id },
        'could not record a dead job; it is still in the failed set',
      );
    }
  }

  private onFailed(queue: string, job: Job | undefined, error: Error): void {
    if (!job?.id) return;
    if (this.recorded.delete(`${queue}/${job.id}`)) return;
    const final =
      job.attemptsMade >= (job.opts.attempts ?? 1) ||
      error instanceof UnrecoverableError ||
      /stalled more than allowable limit/i.test(error.message);
    if (!final) return;
    // Failed for good without reaching the handler's catch (stalled too often, lock lost).
    const work = this.deadLetter(
      queue,
      job,
      this.registrations.get(`${queue}/${job.name}`),
      JobEnvelope.safeParse(job.data).data?.data,
      `${LOST}: ${error.message}`,
      job.attemptsMade,
    ).finally(() => this.pending.delete(work));
    this.pending.add(work);
  }
}
