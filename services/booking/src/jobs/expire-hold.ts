import { Uuid } from '@arrendo/contracts';
import { defineJob, type JobWorkerContext } from '@arrendo/kit';
import { z } from 'zod';
import { expireHolds } from '../app/expiry.js';
import type { DB } from '../db/types.js';

/** One per hold, delayed to its expiry: the slot frees to the second, not at the next sweep. */
export const ExpireHold = defineJob({
  name: 'hold.expire',
  queue: 'holds',
  data: z.object({ bookingId: Uuid }),
  policy: { attempts: 5, backoffMs: 2000, removeOnComplete: true },
});

export const expireHoldJobId = (bookingId: string) => `hold-expire-${bookingId}`;

export function handleExpireHold(ctx: JobWorkerContext<DB>) {
  return async ({ bookingId }: z.output<typeof ExpireHold.data>) => {
    // A hold confirmed or cancelled meanwhile, or not lapsed yet (clock skew), is left alone;
    // the sweep catches a late one.
    await ctx.db.transaction().execute((trx) => expireHolds(trx, { bookingId }));
  };
}
