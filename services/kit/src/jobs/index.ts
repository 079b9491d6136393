export * from './definition.js';
export * from './envelope.js';
export * from './errors.js';
export * from './producer.js';
export * from './workers.js';
export * from './scheduler.js';
export * from './retry.js';
export * from './context.js';
export { producerConnection, workerConnection } from './redis.js';
