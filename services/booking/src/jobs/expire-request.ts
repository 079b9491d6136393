import { Uuid } from '@arrendo/contracts';
import { defineJob, type JobWorkerContext } from '@arrendo/kit';
import { z } from 'zod';
import { expireRequests } from '../app/lifecycle.js';
import type { DB } from '../db/types.js';

/**
 * One per request, delayed to the end of the host's time to answer: the guest is refunded and
 * the slot freed on time. Distinct from `hold.expire` (unpaid holds lapse to `expired`; paid
 * requests are declined with a refund).
 */
export const ExpireRequest = defineJob({
  name: 'request.expire',
  queue: 'holds',
  data: z.object({ bookingId: Uuid }),
  policy: { attempts: 5, backoffMs: 2000, removeOnComplete: true },
});

export const expireRequestJobId = (bookingId: string) => `request-expire-${bookingId}`;

export function handleExpireRequest(ctx: JobWorkerContext<DB>) {
  return async ({ bookingId }: z.output<typeof ExpireRequest.data>) => {
    // Accepted or declined meanwhile, or not due yet: nothing (the sweep catches a late one).
    await ctx.db.transaction().execute((trx) => expireRequests(trx, { bookingId }));
  };
}
