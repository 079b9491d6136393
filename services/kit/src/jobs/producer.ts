import { Queue, type JobsOptions } from 'bullmq';
import type { z } from 'zod';
import { validationError } from '@arrendo/contracts';
import type { Logger } from '../logger.js';
import { currentTraceparent } from '../telemetry/propagation.js';
import { assertJobId, queueNameFor, type JobDefinition } from './definition.js';
import type { JobEnvelope } from './envelope.js';
import { producerConnection, throttled } from './redis.js';

export interface JobEnqueueOptions {
  /**
   * Fixed by the caller from the business key (`otp-<codeId>`): a second enqueue of the same id
   * adds nothing while the first job is still kept.
   */
  id: string;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** Overrides the definition's first retry delay (e.g. from the service's env). */
  backoffMs?: number;
}

export interface JobProducerOptions {
  service: string;
  redisUrl: string;
  /** Redis key prefix (QUEUE_PREFIX); tests use one per file. */
  prefix: string;
  logger: Logger;
  /** Upper bound for one `add`; past it the caller fails (and its event is retried later). */
  addTimeoutMs?: number;
}

/** What a service and a worker process can do with jobs: enqueue them. */
export interface JobEnqueuer {
  enqueue<D extends JobDefinition>(
    definition: D,
    data: z.input<D['data']>,
    options: JobEnqueueOptions,
  ): Promise<string>;
}

export function jobOptions(definition: JobDefinition, options: JobEnqueueOptions): JobsOptions {
  const { policy } = definition;
  return {
    jobId: options.id,
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: options.backoffMs ?? policy.backoffMs },
    removeOnComplete: policy.removeOnComplete,
    removeOnFail: policy.removeOnFail,
    ...(options.delayMs ? { delay: options.delayMs } : {}),
  };
}

/** Adds jobs to the service's queues; one BullMQ `Queue` (one Redis connection) per queue. */
export class JobProducer implements JobEnqueuer {
  private readonly queues = new Map<string, Queue>();
  private readonly logError: (error: Error) => void;

  constructor(private readonly options: JobProducerOptions) {
    this.logError = throttled(10_000, (err) =>
      options.logger.error({ err }, 'job queue connection error'),
    );
  }

  async enqueue<D extends JobDefinition>(
    definition: D,
    data: z.input<D['data']>,
    options: JobEnqueueOptions,
  ): Promise<string> {
    assertJobId(options.id);
    const parsed = definition.data.safeParse(data);
    if (!parsed.success) throw validationError(parsed.error, `job data for ${definition.name}`);
    const traceparent = currentTraceparent();
    const envelope: JobEnvelope = { data: parsed.data, ...(traceparent ? { traceparent } : {}) };
    const queue = this.queue(queueNameFor(this.options.service, definition.queue));
    const timeoutMs = this.options.addTimeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Queueing job ${options.id} took over ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([
        queue.add(definition.name, envelope, jobOptions(definition, options)),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
    return options.id;
  }

  /** The BullMQ queue by its full name (`<service>.<queue>`), created on first use. */
  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerConnection(this.options.redisUrl),
        prefix: this.options.prefix,
      });
      // Without a listener an 'error' event (Redis unreachable) would crash the process.
      queue.on('error', this.logError);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}
