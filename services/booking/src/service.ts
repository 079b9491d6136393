import { BookingConsumedEvents, BookingRpc, ClaimRpc, ReviewRpc } from '@arrendo/contracts';
import {
  registerRpcHandlers,
  subscribeEvents,
  type JobWorkerContext,
  type ServiceContext,
} from '@arrendo/kit';
import type { BookingDeps } from './app/deps.js';
import type { DB } from './db/types.js';
import type { BookingEnv } from './env.js';
import { paymentEventHandlers } from './handlers/events/payment.js';
import {
  arrivalHandler,
  getBookingHandler,
  sharedWithHandler,
} from './handlers/rpc/get-booking.js';
import { availabilityHandler, getCalendarHandler } from './handlers/rpc/calendar-read.js';
import {
  blockHandler,
  setWeeklyRulesHandler,
  unblockHandler,
} from './handlers/rpc/calendar-write.js';
import { cancelBookingHandler, cancellationPreviewHandler } from './handlers/rpc/cancel-booking.js';
import {
  closeAccountHandler,
  closeListingHandler,
  reopenListingHandler,
} from './handlers/rpc/close-market.js';
import { calendarSyncHandlers } from './handlers/rpc/calendar-sync.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import { holdBookingHandler } from './handlers/rpc/hold-booking.js';
import { hostDashboardHandler, hostDayHandler } from './handlers/rpc/host-dashboard.js';
import { hostPerformanceHandler } from './handlers/rpc/host-performance.js';
import { adminStatsHandler } from './handlers/rpc/admin-stats.js';
import { doubleBookingsHandler } from './handlers/rpc/double-bookings.js';
import {
  adminCancelHandler,
  adminCancellationQuoteHandler,
  adminGetHandler,
  adminHistoryHandler,
  adminSearchHandler,
} from './handlers/rpc/admin-bookings.js';
import { listForGuestHandler, listForHostHandler } from './handlers/rpc/list-bookings.js';
import { acceptBookingHandler, declineBookingHandler } from './handlers/rpc/respond-request.js';
import { ExpireHold, handleExpireHold } from './jobs/expire-hold.js';
import { ExpireRequest, handleExpireRequest } from './jobs/expire-request.js';
import { sweepHoldsTask } from './jobs/sweep-holds.js';
import { sweepRequestsTask } from './jobs/sweep-requests.js';
import { refreshCalendarImportsTask } from './jobs/refresh-calendar-imports.js';
import { recordPastBookingHandler } from './handlers/rpc/record-past-booking.js';
import {
  bookingReviewsHandler,
  hostReviewsHandler,
  listingReviewsHandler,
} from './handlers/rpc/review-read.js';
import { respondToReviewHandler } from './handlers/rpc/review-respond.js';
import { recordPastReviewHandler, writeReviewHandler } from './handlers/rpc/review-write.js';
import { publishReviewsTask } from './jobs/publish-reviews.js';
import { getSettingsHandler, updateSettingsHandler } from './handlers/rpc/settings.js';
import { claimHandlers } from './handlers/rpc/claims.js';

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
    arrival: arrivalHandler(deps),
    sharedWith: sharedWithHandler(deps),
    listForGuest: listForGuestHandler(deps),
    listForHost: listForHostHandler(deps),
    hostDashboard: hostDashboardHandler(deps),
    hostDay: hostDayHandler(deps),
    hostPerformance: hostPerformanceHandler(deps),
    adminStats: adminStatsHandler(deps),
    adminSearch: adminSearchHandler(deps),
    adminGet: adminGetHandler(deps),
    adminHistory: adminHistoryHandler(deps),
    adminCancellationQuote: adminCancellationQuoteHandler(deps),
    adminCancel: adminCancelHandler(deps),
    accept: acceptBookingHandler(deps),
    decline: declineBookingHandler(deps),
    cancellationPreview: cancellationPreviewHandler(deps),
    cancel: cancelBookingHandler(deps),
    getCalendar: getCalendarHandler(deps),
    availability: availabilityHandler(deps),
    block: blockHandler(deps),
    unblock: unblockHandler(deps),
    setWeeklyRules: setWeeklyRulesHandler(deps),
    ...calendarSyncHandlers(deps),
    exportUser: exportUserHandler(deps),
    closeListing: closeListingHandler(deps),
    reopenListing: reopenListingHandler(),
    closeAccount: closeAccountHandler(deps),
    recordPast: recordPastBookingHandler(deps),
    getSettings: getSettingsHandler(deps),
    updateSettings: updateSettingsHandler(deps),
    doubleBookings: doubleBookingsHandler(deps),
  });
  registerRpcHandlers(ctx, ReviewRpc, {
    forBooking: bookingReviewsHandler(deps),
    write: writeReviewHandler(deps),
    recordPast: recordPastReviewHandler(deps),
    respond: respondToReviewHandler(deps),
    listForListing: listingReviewsHandler(deps),
    listForHost: hostReviewsHandler(deps),
  });
  registerRpcHandlers(ctx, ClaimRpc, claimHandlers(deps));
  subscribeEvents(ctx, BookingConsumedEvents, paymentEventHandlers(deps));
  ctx.schedule(sweepHoldsTask(ctx.db, ctx.env.BOOKING_HOLD_SWEEP_SECONDS));
  ctx.schedule(sweepRequestsTask(ctx.db, ctx.env.BOOKING_HOLD_SWEEP_SECONDS));
  ctx.schedule(refreshCalendarImportsTask(deps));
  ctx.schedule(publishReviewsTask(deps));
}

/** Hold and request expiry run in the service process: light, and they belong with the calendar. */
export function registerJobs(ctx: JobWorkerContext<DB, BookingEnv>): void {
  ctx.jobs.handle(ExpireHold, handleExpireHold(ctx));
  ctx.jobs.handle(ExpireRequest, handleExpireRequest(ctx));
}
