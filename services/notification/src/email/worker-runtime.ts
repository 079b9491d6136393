import { UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Logger } from '@arrendo/kit';
import { SpanKind, contextFromTraceparent, withSpan } from '@arrendo/kit/telemetry';
import { z } from 'zod';
import type { DB } from '../db/types.js';
import type { WorkerEnv } from '../env.js';
import { EmailLogRepository } from '../repositories/email-log.repository.js';
import { deliverEmail } from './deliver.js';
import { EMAIL_QUEUE } from './job.js';
import { workerConnection } from './redis.js';
import { createTransport } from './transport/index.js';
import type { EmailTransport } from './transport/index.js';

export interface EmailWorkerOptions {
  env: WorkerEnv & {
    REDIS_URL: string;
    NODE_ENV: 'development' | 'test' | 'production';
  };
  db: Kysely<DB>;
  logger: Logger;
  /** Defaults to the transport the env selects (SMTP when `SMTP_URL` is set, else log). */
  transport?: EmailTransport;
}

export interface RunningEmailWorker {
  worker: Worker;
  transport: EmailTransport;
  /** Stops taking jobs, lets the running ones finish, then closes the transport. */
  close(): Promise<void>;
}

export function startEmailWorker(options: EmailWorkerOptions): RunningEmailWorker {
  const { env, logger } = options;
  const transport = options.transport ?? createTransport(env, (line) => logger.info(line));
  const emailLog = new EmailLogRepository(options.db);

  const processJob = async (job: Job) => {
    const jobId = job.id;
    if (!jobId) throw new UnrecoverableError('email job without an id');
    const traceparent = z.object({ traceparent: z.string().optional() }).safeParse(job.data);
    return withSpan(
      'email.deliver',
      {
        kind: SpanKind.CONSUMER,
        parent: contextFromTraceparent(
          traceparent.success ? traceparent.data.traceparent : undefined,
        ),
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.message.id': jobId,
          'email.template': job.name,
          'job.attempt': job.attemptsMade + 1,
        },
      },
      async () => {
        try {
          const outcome = await deliverEmail(jobId, job.data, {
            emailLog,
            transport,
            appUrl: env.PUBLIC_URL,
          });
          // Never the job data: it holds the code.
          logger.info({ jobId, template: job.name, outcome }, 'email job done');
          return outcome;
        } catch (error) {
          // Bad data will not get better on retry.
          if (error instanceof z.ZodError) throw new UnrecoverableError('invalid email job data');
          throw error;
        }
      },
    );
  };

  const worker = new Worker(EMAIL_QUEUE, processJob, {
    connection: workerConnection(env.REDIS_URL),
    prefix: env.QUEUE_PREFIX,
    concurrency: env.EMAIL_WORKER_CONCURRENCY,
  });
  worker.on('failed', (job, error) => {
    const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : true;
    logger.warn(
      {
        jobId: job?.id,
        template: job?.name,
        attempt: job?.attemptsMade,
        final,
        err: error.message,
      },
      final ? 'email job failed for good' : 'email job failed, will retry',
    );
  });
  worker.on('error', (error) => logger.error({ err: error }, 'email worker error'));

  return {
    worker,
    transport,
    async close() {
      await worker.close();
      await transport.close();
    },
  };
}
