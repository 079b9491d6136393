import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/** BullMQ writes `<prefix>:<queue>:meta` when a queue is first opened (producer or scheduler). */
function metaPattern(prefix: string): RegExp {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}:([^:]+):meta$`);
}

/**
 * Every BullMQ queue under `prefix` in this Redis, sorted: what operators' tools (the queue board,
 * queue metrics) show, found in Redis rather than listed by hand, so a queue a service adds shows
 * up without editing them. A queue appears once something opened it for writing: every service's
 * scheduler queue (`<service>.schedules`) at start, a job queue at its first job.
 */
export async function listQueueNames(redis: Redis, prefix: string): Promise<string[]> {
  const pattern = metaPattern(prefix);
  const names = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*:meta`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const name = pattern.exec(key)?.[1];
      if (name) names.add(name);
    }
  } while (cursor !== '0');
  return [...names].sort();
}

/**
 * A queue opened to be looked at (and operated on) from outside its service. `connection` is an
 * ioredis instance the caller owns and shares between queues: closing the queue leaves it open.
 * `skipMetasUpdate`: looking must not rewrite the queue's settings in Redis.
 */
export function openQueue(name: string, connection: Redis, prefix: string): Queue {
  return new Queue(name, { connection, prefix, skipMetasUpdate: true });
}
