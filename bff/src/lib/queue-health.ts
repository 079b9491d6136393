import type { Redis } from 'ioredis';
import type { AdminQueueHealth } from '@arrendo/contracts';
import { listQueueNames, openQueue } from '@arrendo/kit';

/**
 * Every BullMQ queue under `prefix` (found in Redis, as the queue board finds them) with its
 * jobs by state now. Waiting counts every job ready to run, plain or prioritized (BullMQ 6 keeps
 * a paused queue's jobs in its wait list). The queues share `redis`, which closing them leaves open.
 */
export async function readQueueHealth(redis: Redis, prefix: string): Promise<AdminQueueHealth[]> {
  const names = await listQueueNames(redis, prefix);
  return Promise.all(
    names.map(async (name) => {
      const queue = openQueue(name, redis, prefix);
      try {
        const counts = await queue.getJobCounts(
          'waiting',
          'prioritized',
          'active',
          'delayed',
          'failed',
        );
        const of = (state: string) => counts[state] ?? 0;
        return {
          name,
          waiting: of('waiting') + of('prioritized'),
          active: of('active'),
          delayed: of('delayed'),
          failed: of('failed'),
        };
      } finally {
        await queue.close();
      }
    }),
  );
}
