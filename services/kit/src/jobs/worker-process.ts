import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { boot } from '../boot.js';
import type { MigrationSet } from '../db/migration-keys.js';
import type { Logger } from '../logger.js';
import { runUntilSignal } from '../shutdown.js';
import type { JobWorkerContext } from './context.js';
import { JobProducer } from './producer.js';
import { JobWorkers } from './workers.js';
import { startProcessMetrics } from '../metrics/process.js';

type NoExtraEnv = z.ZodObject<Record<string, never>>;

export interface JobWorkerOptions<DB, E extends z.ZodObject = NoExtraEnv> {
  /** The service whose jobs this process runs: schema, queue names. */
  name: string;
  /** For logs and traces, e.g. `email-worker`. Defaults to `<name>-worker`. */
  processName?: string;
  migrations: MigrationSet;
  envSchema?: E;
  registerJobs(ctx: JobWorkerContext<DB, z.infer<E>>): void | Promise<void>;
  overrides?: { env?: Record<string, string | undefined>; logger?: Logger };
}

export interface RunningJobWorker<DB, Env = object> {
  ctx: JobWorkerContext<DB, Env>;
  /** Stops taking jobs, lets the running ones finish, runs the stop hooks, closes the pool. */
  stop(): Promise<void>;
}

/**
 * A process that only runs a service's job handlers (notification's email worker):
 * telemetry → env → Postgres (the service's schema, migrated) → BullMQ workers. No NATS: the
 * service process serves the RPCs, including the dead-letter admin ones.
 */
export async function startJobWorker<DB, E extends z.ZodObject = NoExtraEnv>(
  options: JobWorkerOptions<DB, E>,
): Promise<RunningJobWorker<DB, z.infer<E>>> {
  const processName = options.processName ?? `${options.name}-worker`;
  const { env, logger, database, shutdownTelemetry } = await boot<DB, E>({
    name: options.name,
    processName,
    migrations: options.migrations,
    ...(options.envSchema ? { envSchema: options.envSchema } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  const redis = {
    service: options.name,
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    logger,
  };
  const producer = new JobProducer({ ...redis, addTimeoutMs: env.JOB_ADD_TIMEOUT_MS });
  const workers = new JobWorkers({ ...redis, db: database.db as Kysely<unknown> });
  const stopHooks: (() => Promise<void> | void)[] = [];
  const ctx: JobWorkerContext<DB, z.infer<E>> = {
    name: options.name,
    env,
    logger,
    db: database.db,
    jobs: {
      enqueue: (definition, data, opts) => producer.enqueue(definition, data, opts),
      handle: (definition, handler, opts) => workers.handle(definition, handler, opts),
    },
    onStop: (fn) => stopHooks.push(fn),
  };
  try {
    await options.registerJobs(ctx);
  } catch (error) {
    await database.close();
    await shutdownTelemetry();
    throw error;
  }
  if (workers.queues.length === 0) logger.warn('no job handlers registered: this worker idles');
  workers.start();
  const stopMetrics = await startProcessMetrics({
    env,
    logger,
    queues: { names: () => workers.queues, producer },
  });
  logger.info({ queues: workers.queues, prefix: env.QUEUE_PREFIX }, `${processName} started`);

  let stopping: Promise<void> | undefined;
  return {
    ctx,
    stop() {
      stopping ??= (async () => {
        await stopMetrics();
        await workers.stop();
        for (const hook of stopHooks.reverse()) {
          await Promise.resolve(hook()).catch((err: unknown) =>
            logger.error({ err }, 'stop hook failed'),
          );
        }
        await producer.close();
        await database.close();
        await shutdownTelemetry();
        logger.info(`${processName} stopped`);
      })();
      return stopping;
    },
  };
}

/** `startJobWorker` plus signal handling: the body of a service's worker.ts. */
export function runJobWorker<DB, E extends z.ZodObject = NoExtraEnv>(
  options: JobWorkerOptions<DB, E>,
): Promise<RunningJobWorker<DB, z.infer<E>>> {
  return runUntilSignal(options.processName ?? `${options.name}-worker`, () =>
    startJobWorker(options),
  );
}
