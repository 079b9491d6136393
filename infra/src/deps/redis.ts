import { Redis } from 'ioredis';
import { describeError } from './local.js';

export async function redisAnswers(redisUrl: string): Promise<string | null> {
  // No retries: we want to know now whether it answers, not to wait for it.
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let lastError: unknown;
  client.on('error', (error) => (lastError = error));
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    // "Connection is closed" hides the cause (e.g. ECONNREFUSED) that the error event carried.
    return describeError(lastError ?? error);
  } finally {
    client.disconnect();
  }
}

/** Empties one logical database (used for the per-run Redis database of e2e and bench). */
export async function flushRedisDatabase(redisUrl: string): Promise<void> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}
