export * from './env.js';
export * from './logger.js';
export * from './nats/connect.js';
export * from './nats/subjects.js';
export * from './db/database.js';
export * from './db/migrate.js';
export * from './db/kit-migrations.js';
export * from './db/cursor.js';
export * from './db/errors.js';
export * from './rpc/server.js';
export * from './rpc/client.js';
export * from './outbox/enqueue.js';
export * from './outbox/relay.js';
export * from './outbox/stream.js';
export * from './events/bus.js';
export * from './health.js';
export * from './service.js';
export {
  withSpan,
  recordSpan,
  currentTraceparent,
  contextFromTraceparent,
  injectTraceHeaders,
  extractTraceContext,
} from './telemetry/index.js';
