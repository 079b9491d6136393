import type { ScheduledTask } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import { expireRequests } from '../app/lifecycle.js';
import type { DB } from '../db/types.js';

const BATCH = 200;

/** The safety net behind the per-request job: unanswered requests are declined within a period. */
export function sweepRequestsTask(db: Kysely<DB>, everySeconds: number): ScheduledTask {
  return {
    name: 'requests.sweep',
    every: everySeconds * 1000,
    async handler({ logger }) {
      let total = 0;
      for (;;) {
        const declined = await db
          .transaction()
          .execute((trx) => expireRequests(trx, { limit: BATCH }));
        total += declined.length;
        if (declined.length < BATCH) break;
      }
      if (total > 0) logger.info({ declined: total }, 'unanswered requests declined by the sweep');
    },
  };
}
