import { startJobWorker } from '@arrendo/kit';
import type { Logger } from '@arrendo/kit';
import { migrations } from './db/migrations/index.js';
import type { DB } from './db/types.js';
import type { EmailTransport } from './email/transport/index.js';
import { workerEnvSchema } from './env.js';
import { registerEmailJobs } from './jobs.js';
import { registerPushJobs } from './push/jobs.js';

export interface WorkerApp {
  transport: EmailTransport;
  logger: Logger;
  /** Stops taking jobs, lets the running ones finish, closes the transport and the pool. */
  stop(): Promise<void>;
}

export const EMAIL_WORKER = 'email-worker';

/**
 * The email worker process: the kit's job worker for the notification schema, running the email
 * handlers. Used by src/worker.ts and, in-process, by the integration tests.
 */
export async function startWorkerApp(
  env: Record<string, string | undefined> = process.env,
  overrides: { logger?: Logger; transport?: EmailTransport } = {},
): Promise<WorkerApp> {
  let transport: EmailTransport | undefined;
  const running = await startJobWorker<DB, typeof workerEnvSchema>({
    name: 'notification',
    processName: EMAIL_WORKER,
    migrations,
    envSchema: workerEnvSchema,
    registerJobs: async (ctx) => {
      transport = registerEmailJobs(ctx, overrides.transport);
      // Web pushes run beside the emails: both leave for the outside and scale together.
      await registerPushJobs(ctx);
    },
    overrides: { env, ...(overrides.logger ? { logger: overrides.logger } : {}) },
  });
  if (!transport) throw new Error('email jobs were not registered');
  return { transport, logger: running.ctx.logger, stop: running.stop };
}
