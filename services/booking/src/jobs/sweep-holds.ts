import type { ScheduledTask } from '@arrendo/kit';
import type { Kysely } from 'kysely';
import { expireHolds } from '../app/expiry.js';
import type { DB } from '../db/types.js';

const BATCH = 500;

/** The safety net behind the per-hold job: every lapsed hold is expired within one period. */
export function sweepHoldsTask(db: Kysely<DB>, everySeconds: number): ScheduledTask {
  return {
    name: 'holds.sweep',
    every: everySeconds * 1000,
    async handler({ logger }) {
      let total = 0;
      for (;;) {
        const expired = await db.transaction().execute((trx) => expireHolds(trx, { limit: BATCH }));
        total += expired.length;
        if (expired.length < BATCH) break;
      }
      if (total > 0) logger.info({ expired: total }, 'lapsed holds expired by the sweep');
    },
  };
}
