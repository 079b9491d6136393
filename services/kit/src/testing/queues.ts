import { Redis } from 'ioredis';

export function redisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** The BullMQ key prefix `testEnv` gives a test file, derived from its NATS prefix. */
export function queuePrefixFor(prefix: string): string {
  return `tq${prefix.replace(/[^a-z0-9]/gi, '')}`;
}

/**
 * Deletes every Redis key under a test's queue prefix (queues, jobs, job schedulers). Redis is
 * shared with other test runs: only keys of this exact prefix go.
 */
export async function deleteQueues(queuePrefix: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]+$/.test(queuePrefix)) throw new Error(`Bad queue prefix ${queuePrefix}`);
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
