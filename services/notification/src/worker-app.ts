import type { Kysely } from 'kysely';
import { baseEnvSchema, createDatabase, createLogger, loadEnv, migrateSchema } from '@arrendo/kit';
import type { Logger } from '@arrendo/kit';
import { initTelemetry } from '@arrendo/kit/telemetry';
import { migrations } from './db/migrations/index.js';
import type { DB } from './db/types.js';
import { startEmailWorker } from './email/worker-runtime.js';
import type { RunningEmailWorker } from './email/worker-runtime.js';
import { workerEnvSchema } from './env.js';

export const workerProcessEnvSchema = baseEnvSchema.extend(workerEnvSchema.shape);

export interface WorkerApp {
  worker: RunningEmailWorker;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * The email worker process: env → telemetry → Postgres (notification schema) → BullMQ worker.
 * Used by src/worker.ts and, in-process, by the integration tests.
 */
export async function startWorkerApp(
  source: Record<string, string | undefined> = process.env,
  overrides: { logger?: Logger } = {},
): Promise<WorkerApp> {
  const env = loadEnv(workerProcessEnvSchema, source);
  const name = 'notification-worker';
  const shutdownTelemetry = initTelemetry({
    serviceName: name,
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    disabled: env.OTEL_SDK_DISABLED,
  });
  const logger = overrides.logger ?? createLogger({ name, level: env.LOG_LEVEL });
  const database = createDatabase<DB>({
    url: env.DATABASE_URL,
    schema: 'notification',
    logger,
    max: Math.min(env.DATABASE_POOL_MAX, env.EMAIL_WORKER_CONCURRENCY + 1),
  });
  try {
    // Same migration set as the service (Kysely's lock serialises the two), so either may start first.
    await migrateSchema(database.db as Kysely<unknown>, 'notification', migrations, logger);
  } catch (error) {
    await database.close();
    await shutdownTelemetry();
    throw error;
  }

  const worker = startEmailWorker({ env, db: database.db, logger });
  if (worker.transport.name === 'log' && env.NODE_ENV === 'production') {
    logger.warn(
      'SMTP_URL is not set: emails are only written to the email log, nobody receives them',
    );
  }
  logger.info(
    { transport: worker.transport.name, queuePrefix: env.QUEUE_PREFIX },
    'email worker started',
  );

  let stopping: Promise<void> | undefined;
  return {
    worker,
    logger,
    stop() {
      stopping ??= (async () => {
        await worker.close();
        await database.close();
        await shutdownTelemetry();
        logger.info('email worker stopped');
      })();
      return stopping;
    },
  };
}
