export * from './env.js';
export * from './logger.js';
export * from './nats/connect.js';
export * from './nats/subjects.js';
export * from './db/database.js';
export * from './db/migrate.js';
export * from './db/migration-keys.js';
export * from './db/kit-migrations.js';
export * from './db/advisory-lock.js';
export * from './db/cursor.js';
export * from './db/errors.js';
export * from './db/daily-series.js';
export * from './rpc/server.js';
export * from './rpc/client.js';
export * from './rpc/registry.js';
export * from './rpc/idempotency.js';
export * from './rpc/limiter.js';
export * from './outbox/enqueue.js';
export * from './outbox/admin-action.js';
export * from './outbox/relay.js';
export * from './outbox/stream.js';
export * from './events/bus.js';
export * from './events/registry.js';
export * from './events/dead-letter.js';
export * from './events/consumer-config.js';
export * from './health.js';
export * from './public-url.js';
export * from './first-connection.js';
export * from './service.js';
export * from './shutdown.js';
export * from './jobs/index.js';
export * from './jobs/worker-process.js';
export * from './dead-letters/index.js';
export * from './maintenance/prune.js';
export * from './crypto/sealed-secret.js';
export * from './crypto/keyring-env.js';
export * from './metrics/index.js';
export {
  withSpan,
  recordSpan,
  currentTraceparent,
  contextFromTraceparent,
  injectTraceHeaders,
  extractTraceContext,
  activeTraceIds,
  traceIdOf,
} from './telemetry/index.js';
