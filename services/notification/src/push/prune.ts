import { sql, type Kysely } from 'kysely';
import type { ScheduledTask } from '@arrendo/kit';
import type { DB } from '../db/types.js';

/**
 * A delivery record guards against sending a job twice while the job can still run again: its
 * retries (minutes), and a relay queueing a row a second time (seconds). A month is far past
 * both; after it, the records only grow the table.
 */
const KEEP_DAYS = 30;

export function prunePushDeliveriesTask(db: Kysely<DB>): ScheduledTask {
  return {
    name: 'push-deliveries.prune',
    cron: '17 4 * * *',
    async handler({ logger }) {
      const result = await db
        .deleteFrom('push_deliveries')
        .where('delivered_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`)
        .executeTakeFirst();
      const pruned = Number(result.numDeletedRows);
      if (pruned > 0) logger.info({ pruned }, 'old push delivery records removed');
    },
  };
}
