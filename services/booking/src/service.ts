import { BookingRpc } from '@arrendo/contracts';
import { registerRpcHandlers, type JobWorkerContext, type ServiceContext } from '@arrendo/kit';
import type { BookingDeps } from './app/deps.js';
import type { DB } from './db/types.js';
import type { BookingEnv } from './env.js';
import { getBookingHandler } from './handlers/rpc/get-booking.js';
import { availabilityHandler, getCalendarHandler } from './handlers/rpc/calendar-read.js';
import {
  blockHandler,
  setWeeklyRulesHandler,
  unblockHandler,
} from './handlers/rpc/calendar-write.js';
import { holdBookingHandler } from './handlers/rpc/hold-booking.js';
import { ExpireHold, handleExpireHold } from './jobs/expire-hold.js';
import { sweepHoldsTask } from './jobs/sweep-holds.js';

export function registerHandlers(ctx: ServiceContext<DB, BookingEnv>): void {
  const deps: BookingDeps = {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    jobs: ctx.jobs,
    now: () => new Date(),
  };
  registerRpcHandlers(ctx, BookingRpc, {
    hold: holdBookingHandler(deps),
    get: getBookingHandler(deps),
    getCalendar: getCalendarHandler(deps),
    availability: availabilityHandler(deps),
    block: blockHandler(deps),
    unblock: unblockHandler(deps),
    setWeeklyRules: setWeeklyRulesHandler(deps),
  });
  ctx.schedule(sweepHoldsTask(ctx.db, ctx.env.BOOKING_HOLD_SWEEP_SECONDS));
}

/** Hold expiry runs in the service process: it is light, and belongs with the calendar. */
export function registerJobs(ctx: JobWorkerContext<DB, BookingEnv>): void {
  ctx.jobs.handle(ExpireHold, handleExpireHold(ctx));
}
