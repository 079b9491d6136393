import { AppError, PaymentConsumedEvents, PaymentRpc } from '@arrendo/contracts';
import {
  parseKeyring,
  registerRpcHandlers,
  subscribeEvents,
  type JobWorkerContext,
  type ServiceContext,
} from '@arrendo/kit';
import type { PaymentDeps } from './app/deps.js';
import { MISMATCHED_NOTICE_LETTER } from './app/mismatched-notices.js';
import { OWED_REFUND_LETTER, settleOwedRefund } from './app/owed-refunds.js';
import { buildProviders, type Providers } from './app/providers.js';
import type { DB } from './db/types.js';
import type { PaymentEnv } from './env.js';
import {
  handleBookingCancelled,
  handleBookingConfirmed,
} from './handlers/events/booking-events.js';
import { handleClaimApproved } from './handlers/events/claim-events.js';
import { createIntentHandler } from './handlers/rpc/create-intent.js';
import { devCompleteHandler } from './handlers/rpc/dev-complete.js';
import { exportUserHandler } from './handlers/rpc/export-user.js';
import {
  configHandler,
  getPaymentHandler,
  listForBookingHandler,
  listForUserHandler,
} from './handlers/rpc/read.js';
import {
  cancelBankChangeHandler,
  confirmBankAccountHandler,
  payoutSetupHandler,
  proposeBankAccountHandler,
} from './handlers/rpc/payout-account.js';
import {
  hostPayoutsHandler,
  markPayoutHandler,
  payoutBatchCsvHandler,
  payoutBatchesHandler,
  payoutBatchHandler,
  payoutClaimHandler,
  releasePayoutsHandler,
} from './handlers/rpc/payouts.js';
import { importBankAccountHandler, recordPastPaymentHandler } from './handlers/rpc/history.js';
import { revenueCsvHandler, revenueHandler } from './handlers/rpc/revenue.js';
import { adminStatsHandler } from './handlers/rpc/admin-stats.js';
import { adminBookingHandler } from './handlers/rpc/admin-booking.js';
import {
  stripeConnectLinkHandler,
  stripeConnectStatusHandler,
} from './handlers/rpc/stripe-connect.js';
import { releasePayoutsTask } from './jobs/release-payouts.js';
import { webhookHandler } from './handlers/rpc/webhook.js';
import { DeliverDevWebhook, handleDeliverDevWebhook } from './jobs/deliver-dev-webhook.js';

export function registerHandlers(ctx: ServiceContext<DB, PaymentEnv>): void {
  wire(ctx, paymentDeps(ctx));
}

/** The deps bag, built once (tests swap a dependency, e.g. the providers, before `wire`). */
export function paymentDeps(ctx: ServiceContext<DB, PaymentEnv>): PaymentDeps {
  const providers = buildProviders(ctx.env);
  announceDevProvider(ctx, providers);
  return {
    db: ctx.db,
    env: ctx.env,
    logger: ctx.logger,
    client: ctx.client,
    jobs: ctx.jobs,
    providers,
    payoutKeys: parseKeyring(ctx.env.PAYOUT_DATA_KEY),
    now: () => new Date(),
  };
}

/** The one place that wires the handlers to their subjects. */
export function wire(ctx: ServiceContext<DB, PaymentEnv>, deps: PaymentDeps): void {
  registerRpcHandlers(ctx, PaymentRpc, {
    createIntent: createIntentHandler(deps),
    webhook: webhookHandler(deps),
    get: getPaymentHandler(deps),
    listForBooking: listForBookingHandler(deps),
    listForUser: listForUserHandler(deps),
    devComplete: devCompleteHandler(deps),
    config: configHandler(deps),
    revenue: revenueHandler(deps),
    revenueCsv: revenueCsvHandler(deps),
    adminStats: adminStatsHandler(deps),
    adminBooking: adminBookingHandler(deps),
    exportUser: exportUserHandler(deps),
    payoutSetup: payoutSetupHandler(deps),
    proposeBankAccount: proposeBankAccountHandler(deps),
    confirmBankAccount: confirmBankAccountHandler(deps),
    cancelBankChange: cancelBankChangeHandler(deps),
    stripeConnectStatus: stripeConnectStatusHandler(deps),
    stripeConnectLink: stripeConnectLinkHandler(deps),
    hostPayouts: hostPayoutsHandler(deps),
    payoutBatches: payoutBatchesHandler(deps),
    payoutBatch: payoutBatchHandler(deps),
    payoutBatchCsv: payoutBatchCsvHandler(deps),
    markPayout: markPayoutHandler(deps),
    payoutClaim: payoutClaimHandler(deps),
    releasePayouts: releasePayoutsHandler(deps),
    recordPastPayment: recordPastPaymentHandler(deps),
    importBankAccount: importBankAccountHandler(deps),
  });
  ctx.schedule(releasePayoutsTask(deps));
  // Owed refunds (providers without a refund API) wait on the dead-letter page; "retry" there is
  // the admin saying the money went back by hand. A refused notice has nothing to retry: the
  // admin has looked at it, and the letter is resolved.
  ctx.deadLetters.registerRetrier('saga', async (letter) => {
    if (letter.name === MISMATCHED_NOTICE_LETTER) return;
    if (letter.name !== OWED_REFUND_LETTER) {
      throw new AppError('CONFLICT', 'This failed work cannot be retried from here.');
    }
    await settleOwedRefund(deps, letter.key);
  });
  subscribeEvents(ctx, PaymentConsumedEvents, {
    bookingConfirmed: handleBookingConfirmed(deps),
    bookingCancelled: handleBookingCancelled(deps),
    claimApproved: handleClaimApproved(deps),
  });
}

/**
 * Said at every start, loudly when on: with the dev provider on, a button (or a notice signed
 * with the documented default secret) confirms bookings and no money moves.
 */
function announceDevProvider(ctx: ServiceContext<DB, PaymentEnv>, providers: Providers): void {
  const { on, reason } = providers.devProvider;
  const fields = { devProvider: on, reason, publicUrl: ctx.env.PUBLIC_URL };
  if (on) {
    ctx.logger.warn(
      fields,
      `DEV PAYMENT PROVIDER IS ON (${reason}): payments without provider keys are confirmed by a button and no money moves. Set PAYMENT_DEV_PROVIDER=off, or give PUBLIC_URL the public origin, anywhere but a developer's machine.`,
    );
  } else {
    ctx.logger.info(fields, `dev payment provider is off (${reason})`);
  }
}

/** Dev webhook deliveries run in the service process: light, and only on dev machines. */
export function registerJobs(ctx: JobWorkerContext<DB, PaymentEnv>): void {
  ctx.jobs.handle(DeliverDevWebhook, handleDeliverDevWebhook(ctx));
}
