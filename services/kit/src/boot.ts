import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { baseEnvSchema, loadEnv, type BaseEnv } from './env.js';
import { createLogger, type Logger } from './logger.js';
import { createDatabase, type Database } from './db/database.js';
import { isTransientDatabaseFailure } from './db/errors.js';
import { migrateSchema } from './db/migrate.js';
import type { MigrationSet } from './db/migration-keys.js';
import { describePostgresUrl, retryFirstConnection } from './first-connection.js';
import { initTelemetry } from './telemetry/index.js';

export interface BootOptions<E extends z.ZodObject> {
  /** The service: its schema. */
  name: string;
  /** The process, for logs and traces (`notification`, `email-worker`). */
  processName: string;
  migrations: MigrationSet;
  envSchema?: E;
  overrides?: { env?: Record<string, string | undefined>; logger?: Logger };
  /** Caps the pool below DATABASE_POOL_MAX. */
  poolMax?: (env: BaseEnv & z.infer<E>) => number;
}

export interface Booted<DB, Env> {
  env: BaseEnv & Env;
  logger: Logger;
  database: Database<DB>;
  shutdownTelemetry(): Promise<void>;
}

/**
 * What every process of a service does first: telemetry → env → Postgres → migrations. Postgres
 * refusing connections (down, starting, full) is waited for up to `STARTUP_WAIT_MS`.
 */
export async function boot<DB, E extends z.ZodObject>(
  options: BootOptions<E>,
): Promise<Booted<DB, z.infer<E>>> {
  const schema = options.envSchema ? baseEnvSchema.extend(options.envSchema.shape) : baseEnvSchema;
  const env = loadEnv(schema, { ...process.env, ...options.overrides?.env }) as BaseEnv &
    z.infer<E>;
  const shutdownTelemetry = initTelemetry({
    serviceName: options.processName,
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    disabled: env.OTEL_SDK_DISABLED,
  });
  const logger =
    options.overrides?.logger ?? createLogger({ name: options.processName, level: env.LOG_LEVEL });
  const database = createDatabase<DB>({
    url: env.DATABASE_URL,
    schema: options.name,
    logger,
    max: Math.min(env.DATABASE_POOL_MAX, options.poolMax?.(env) ?? env.DATABASE_POOL_MAX),
  });
  try {
    // Every process of a service runs the same set; Kysely's lock serialises them. The first
    // statement is the first connection; a migration interrupted by a lost connection rolls
    // back (one transaction), so the whole step is simply run again.
    await retryFirstConnection(
      () => migrateSchema(database.db as Kysely<unknown>, options.name, options.migrations, logger),
      {
        what: describePostgresUrl(env.DATABASE_URL),
        logger,
        giveUpAfterMs: env.STARTUP_WAIT_MS,
        retryable: isTransientDatabaseFailure,
      },
    );
  } catch (error) {
    await database.close();
    await shutdownTelemetry();
    throw error;
  }
  return { env, logger, database, shutdownTelemetry };
}
