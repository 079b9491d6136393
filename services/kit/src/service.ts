import type { Kysely, Migration } from 'kysely';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';
import { healthRpc } from '@arrendo/contracts';
import { baseEnvSchema, loadEnv, type BaseEnv } from './env.js';
import { createLogger, type Logger } from './logger.js';
import { connectNats } from './nats/connect.js';
import { createDatabase } from './db/database.js';
import { migrateSchema } from './db/migrate.js';
import { RpcServer } from './rpc/server.js';
import { RpcClient } from './rpc/client.js';
import { EventBus } from './events/bus.js';
import type { DeadLetterEntry, DeadLetterHook } from './events/dead-letter.js';
import { OutboxRelay } from './outbox/relay.js';
import { ensureStream } from './outbox/stream.js';
import { checkHealth } from './health.js';
import { initTelemetry } from './telemetry/index.js';

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
  /** Records something the kit gave up on (events, sagas): `ServiceOptions.onDeadLetter`. */
  deadLetter(entry: DeadLetterEntry): Promise<void>;
  onStop(fn: () => Promise<void> | void): void;
}

export interface ServiceOptions<DB, E extends z.ZodObject = NoExtraEnv> {
  /** Schema, queue group, stream and durable consumer name. */
  name: string;
  migrations: Record<string, Migration>;
  envSchema?: E;
  register(ctx: ServiceContext<DB, z.infer<E>>): void | Promise<void>;
  /**
   * Where dead letters go besides the `dlq.>` stream (e.g. a table operators can read). Without
   * it they are logged. Must be idempotent by (source, name, key).
   */
  onDeadLetter?: DeadLetterHook;
  overrides?: {
    env?: Record<string, string | undefined>;
    logger?: Logger;
  };
}

export interface RunningService<DB, Env = object> {
  ctx: ServiceContext<DB, Env>;
  stop(): Promise<void>;
}

/** Starts a service in this process: the production path and the integration-test path alike. */
export async function startService<DB, E extends z.ZodObject = NoExtraEnv>(
  options: ServiceOptions<DB, E>,
): Promise<RunningService<DB, z.infer<E>>> {
  const schema = options.envSchema ? baseEnvSchema.extend(options.envSchema.shape) : baseEnvSchema;
  const env = loadEnv(schema, { ...process.env, ...options.overrides?.env }) as BaseEnv &
    z.infer<E>;
  const shutdownTelemetry = initTelemetry({
    serviceName: options.name,
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    disabled: env.OTEL_SDK_DISABLED,
  });
  const logger =
    options.overrides?.logger ?? createLogger({ name: options.name, level: env.LOG_LEVEL });
  const stopHooks: (() => Promise<void> | void)[] = [];

  const database = createDatabase<DB>({
    url: env.DATABASE_URL,
    schema: options.name,
    logger,
    max: env.DATABASE_POOL_MAX,
  });
  try {
    await migrateSchema(database.db as Kysely<unknown>, options.name, options.migrations, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  const nc = await connectNats({ url: env.NATS_URL, name: options.name, logger });
  const jsm = await nc.jetstreamManager();
  const js = nc.jetstream();
  const prefix = env.NATS_SUBJECT_PREFIX;
  await ensureStream(jsm, prefix, options.name);

  const deadLetter = async (entry: DeadLetterEntry): Promise<void> => {
    if (options.onDeadLetter) await options.onDeadLetter(entry);
    else logger.error({ deadLetter: entry }, 'dead letter');
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
    ...(options.onDeadLetter ? { onDeadLetter: options.onDeadLetter } : {}),
  });
  const relay = new OutboxRelay({
    db: database.db as Kysely<unknown>,
    pool: database.pool,
    js,
    schema: options.name,
    prefix,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
  });

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
    deadLetter,
    onStop: (fn) => stopHooks.push(fn),
  };

  // Outside the concurrency limit: a saturated service must still say it is alive.
  rpc.handle(
    healthRpc(options.name),
    () => checkHealth(options.name, database.db as Kysely<unknown>, nc),
    { unlimited: true },
  );
  await options.register(ctx);
  rpc.start();
  await relay.start();
  await events.start();
  logger.info(
    { rpc: rpc.subjects.length, prefix: prefix || undefined },
    `${options.name} service started`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await rpc.stop();
      await events.stop();
      await relay.stop();
      for (const hook of stopHooks.reverse()) {
        await Promise.resolve(hook()).catch((err: unknown) =>
          logger.error({ err }, 'stop hook failed'),
        );
      }
      await nc.drain().catch(() => undefined);
      await database.close();
      await shutdownTelemetry();
      logger.info(`${options.name} service stopped`);
    })();
    return stopping;
  };
  return { ctx, stop };
}

/** `startService` plus signal handling: the body of every service's main.ts. */
export async function runService<DB, E extends z.ZodObject = NoExtraEnv>(
  options: ServiceOptions<DB, E>,
): Promise<RunningService<DB, z.infer<E>>> {
  let running: RunningService<DB, z.infer<E>>;
  try {
    running = await startService(options);
  } catch (error) {
    console.error(
      `[${options.name}] failed to start:`,
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
  onShutdownSignal(async () => {
    await running.stop();
  });
  return running;
}

/** Runs `fn` once on SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdownSignal(fn: () => Promise<void>, graceMs = 15_000): void {
  let called = false;
  const handler = (signal: NodeJS.Signals) => {
    if (called) process.exit(1);
    called = true;
    const force = setTimeout(() => {
      console.error(`shutdown after ${signal} took longer than ${graceMs} ms; exiting`);
      process.exit(1);
    }, graceMs);
    force.unref();
    fn().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
