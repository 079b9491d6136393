import { Queue } from 'bullmq';
import { EMAIL_QUEUE, emailJobOptions } from './job.js';
import type { EmailJobData } from './job.js';
import { producerConnection } from './redis.js';

export interface EmailQueueOptions {
  redisUrl: string;
  /** Redis key prefix of the queue (tests use one per file). */
  prefix: string;
  backoffDelayMs: number;
  /** Upper bound for one `add`; past it the caller fails and its event is retried later. */
  addTimeoutMs?: number;
  onError: (error: Error) => void;
}

export interface EmailQueue {
  /** Adds the job unless one with this id already exists. Returns the job id. */
  enqueue(jobId: string, data: EmailJobData): Promise<string>;
  close(): Promise<void>;
}

export function createEmailQueue(options: EmailQueueOptions): EmailQueue {
  const queue = new Queue<EmailJobData>(EMAIL_QUEUE, {
    connection: producerConnection(options.redisUrl),
    prefix: options.prefix,
  });
  // Without a listener an 'error' event (Redis unreachable) would crash the process.
  queue.on('error', options.onError);
  const timeoutMs = options.addTimeoutMs ?? 5000;
  return {
    async enqueue(jobId, data) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Queueing email job ${jobId} took over ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([
          queue.add(data.email.template, data, emailJobOptions(jobId, options.backoffDelayMs)),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
      return jobId;
    },
    close: () => queue.close(),
  };
}
