import type { Kysely } from 'kysely';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';
import { healthRpc } from '@arrendo/contracts';
import type { BaseEnv } from './env.js';
import type { Logger } from './logger.js';
import { connectNats } from './nats/connect.js';
import type { MigrationSet } from './db/migration-keys.js';
import { RpcServer } from './rpc/server.js';
import { RpcClient } from './rpc/client.js';
import { EventBus } from './events/bus.js';
import { deadEventRetrier } from './events/dead-event-retrier.js';
import type { DeadLetterEntry, DeadLetterHook } from './events/dead-letter.js';
import { OutboxRelay } from './outbox/relay.js';
import { ensureStream } from './outbox/stream.js';
import { checkHealth } from './health.js';
import { boot } from './boot.js';
import { DeadLetterAdmin } from './dead-letters/admin.js';
import { recordDeadLetter } from './dead-letters/record.js';
import { DeadLetterRepository } from './dead-letters/repository.js';
import type { JobWorkerContext } from './jobs/context.js';
import { JobProducer, type JobEnqueuer } from './jobs/producer.js';
import { deadJobRetrier } from './jobs/retry.js';
import { Scheduler, type ScheduledTask } from './jobs/scheduler.js';
import { JobWorkers } from './jobs/workers.js';
import { pruneTask } from './maintenance/prune.js';
import { runUntilSignal } from './shutdown.js';
import { startProcessMetrics } from './metrics/process.js';

/** A service that reads only the base environment. */
type NoExtraEnv = z.ZodObject<Record<string, never>>;

export interface ServiceContext<DB, Env = object> {
  name: string;
  env: BaseEnv & Env;
  logger: Logger;
  db: Kysely<DB>;
  nc: NatsConnection;
  rpc: RpcServer<DB>;
  client: RpcClient;
  events: EventBus<DB>;
  relay: OutboxRelay;
  /** Adds jobs to the service's queues (validated, fixed ids, bounded wait). */
  jobs: JobEnqueuer;
  /** Declares periodic work run once per tick across all replicas; call it in `register`. */
  schedule(task: ScheduledTask): void;
  /** The operators' list of failed work; the event consumer registers its retrier here. */
  deadLetters: DeadLetterAdmin;
  /** Records something the kit gave up on (events): `ServiceOptions.onDeadLetter`. */
  deadLetter(entry: DeadLetterEntry): Promise<void>;
  onStop(fn: () => Promise<void> | void): void;
}

export interface ServiceOptions<DB, E extends z.ZodObject = NoExtraEnv> {
  /** Schema, queue group, stream, durable consumer and queue-name prefix. */
  name: string;
  /** The service's own migrations (`YYYYMMDDHHMM_snake_description` keys); the kit adds its own. */
  migrations: MigrationSet;
  envSchema?: E;
  register(ctx: ServiceContext<DB, z.infer<E>>): void | Promise<void>;
  /**
   * Registers job handlers (`ctx.jobs.handle`) run by this process's workers. Work that should
   * scale or fail apart from the service goes to `runJobWorker({ registerJobs })` in an entry of
   * its own instead (or as well: both kinds of process then share the queue).
   */
  registerJobs?(ctx: JobWorkerContext<DB, z.infer<E>>): void | Promise<void>;
  /**
   * An extra sink for dead letters: they always go to the `dlq.>` stream (events) and the
   * service's `dead_letters` table. Must be idempotent by (source, name, key).
   */
  onDeadLetter?: DeadLetterHook;
  overrides?: {
    env?: Record<string, string | undefined>;
    logger?: Logger;
  };
}

export interface RunningService<DB, Env = object> {
  ctx: ServiceContext<DB, Env>;
  /** This process's scheduled tasks; `synced()` resolves once they are registered in Redis. */
  scheduler: Scheduler;
  stop(): Promise<void>;
}

/** Starts a service in this process: the production path and the integration-test path alike. */
export async function startService<DB, E extends z.ZodObject = NoExtraEnv>(
  options: ServiceOptions<DB, E>,
): Promise<RunningService<DB, z.infer<E>>> {
  const { env, logger, database, shutdownTelemetry } = await boot<DB, E>({
    name: options.name,
    processName: options.name,
    migrations: options.migrations,
    ...(options.envSchema ? { envSchema: options.envSchema } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  const stopHooks: (() => Promise<void> | void)[] = [];
  const db = database.db as Kysely<unknown>;

  const nc = await connectNats({
    url: env.NATS_URL,
    name: options.name,
    logger,
    giveUpAfterMs: env.STARTUP_WAIT_MS,
  });
  const jsm = await nc.jetstreamManager();
  const js = nc.jetstream();
  const prefix = env.NATS_SUBJECT_PREFIX;
  await ensureStream(jsm, prefix, options.name);

  // Operators read dead letters from the service's own table; `onDeadLetter` may add a sink.
  // The event bus logs the failure itself; this only records it.
  const deadLetter = async (entry: DeadLetterEntry): Promise<void> => {
    await recordDeadLetter(db, entry);
    if (options.onDeadLetter) await options.onDeadLetter(entry);
  };
  const rpc = new RpcServer<DB>({
    nc,
    service: options.name,
    prefix,
    logger,
    db: database.db,
    maxInFlight: env.RPC_MAX_IN_FLIGHT,
    maxQueued: env.RPC_MAX_QUEUED,
    idempotencyTtlMs: env.IDEMPOTENCY_TTL_HOURS * 3_600_000,
  });
  const client = new RpcClient({ nc, prefix, timeoutMs: env.RPC_TIMEOUT_MS });
  const events = new EventBus<DB>({
    db: database.db,
    js,
    jsm,
    prefix,
    consumer: options.name,
    logger,
    maxDeliver: env.EVENT_MAX_DELIVER,
    onDeadLetter: deadLetter,
  });
  const relay = new OutboxRelay({
    db,
    pool: database.pool,
    js,
    schema: options.name,
    prefix,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
  });
  const redis = {
    service: options.name,
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    logger,
  };
  const producer = new JobProducer({ ...redis, addTimeoutMs: env.JOB_ADD_TIMEOUT_MS });
  const scheduler = new Scheduler(redis);
  const deadLetters = new DeadLetterAdmin(options.name, new DeadLetterRepository(db));
  deadLetters.registerRetrier('job', deadJobRetrier(producer));
  deadLetters.registerRetrier(
    'event',
    deadEventRetrier({ bus: events, js, jsm, prefix, consumer: options.name }),
  );

  const ctx: ServiceContext<DB, z.infer<E>> = {
    name: options.name,
    env,
    logger,
    db: database.db,
    nc,
    rpc,
    client,
    events,
    relay,
    jobs: producer,
    schedule: (task) => scheduler.schedule(task),
    deadLetters,
    deadLetter,
    onStop: (fn) => stopHooks.push(fn),
  };

  // Outside the concurrency limit: a saturated service must still say it is alive.
  rpc.handle(healthRpc(options.name), () => checkHealth(options.name, db, nc), {
    unlimited: true,
  });
  deadLetters.serve(rpc);
  scheduler.schedule(
    pruneTask(db, { outboxDays: env.OUTBOX_RETENTION_DAYS, inboxDays: env.INBOX_RETENTION_DAYS }),
  );
  await options.register(ctx);
  let workers: JobWorkers | undefined;
  if (options.registerJobs) {
    workers = new JobWorkers({ ...redis, db });
    await options.registerJobs(jobWorkerContext(ctx, producer, workers));
  }
  rpc.start();
  await relay.start();
  await events.start();
  workers?.start();
  scheduler.start();
  const jobQueues = workers?.queues ?? [];
  const stopMetrics = await startProcessMetrics({
    env,
    logger,
    outbox: { service: options.name, db },
    // The queues this process works (fixed once registered); a producer-only queue is reported
    // by the process that works it.
    ...(workers ? { queues: { names: () => jobQueues, producer } } : {}),
  });
  logger.info(
    {
      rpc: rpc.subjects.length,
      prefix: prefix || undefined,
      queues: workers?.queues,
      schedules: scheduler.names,
    },
    `${options.name} service started`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await stopMetrics();
      await rpc.stop();
      await events.stop();
      await relay.stop();
      await scheduler.stop();
      await workers?.stop();
      for (const hook of stopHooks.reverse()) {
        await Promise.resolve(hook()).catch((err: unknown) =>
          logger.error({ err }, 'stop hook failed'),
        );
      }
      await producer.close();
      await nc.drain().catch(() => undefined);
      await database.close();
      await shutdownTelemetry();
      logger.info(`${options.name} service stopped`);
    })();
    return stopping;
  };
  return { ctx, scheduler, stop };
}

function jobWorkerContext<DB, Env>(
  ctx: ServiceContext<DB, Env>,
  producer: JobProducer,
  workers: JobWorkers,
): JobWorkerContext<DB, Env> {
  return {
    name: ctx.name,
    env: ctx.env,
    logger: ctx.logger,
    db: ctx.db,
    jobs: {
      enqueue: (definition, data, options) => producer.enqueue(definition, data, options),
      handle: (definition, handler, options) => workers.handle(definition, handler, options),
    },
    onStop: ctx.onStop,
  };
}

/** `startService` plus signal handling: the body of every service's main.ts. */
export function runService<DB, E extends z.ZodObject = NoExtraEnv>(
  options: ServiceOptions<DB, E>,
): Promise<RunningService<DB, z.infer<E>>> {
  return runUntilSignal(options.name, () => startService(options));
}
