import type { ConnectionOptions } from 'bullmq';

/**
 * Worker connection: `maxRetriesPerRequest: null` is what BullMQ requires for blocking commands
 * (they must wait through a Redis restart, not fail).
 */
export function workerConnection(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: null };
}

/**
 * Producer connection: fails a command after a few retries, so that with Redis down the caller
 * errors (an event handler's event is redelivered later) instead of hanging on an open
 * transaction.
 */
export function producerConnection(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: 3 };
}

/** Logs a repeating connection error once per `everyMs`, not once per reconnect attempt. */
export function throttled(everyMs: number, log: (error: Error) => void): (error: Error) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log(error);
  };
}
