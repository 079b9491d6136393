import type { ConnectionOptions } from 'bullmq';

/**
 * Worker connection: `maxRetriesPerRequest: null` is what BullMQ requires for blocking commands
 * (they must wait through a Redis restart, not fail).
 */
export function workerConnection(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: null };
}

/**
 * Producer connection: fails a command after a few retries, so that with Redis down the event
 * handler errors (and its event is redelivered later) instead of hanging on an open transaction.
 */
export function producerConnection(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: 3 };
}
