import { z } from 'zod';
import { defineRpc, healthRpc } from '../common/rpc.js';
import { AdminStatsRequest, PaymentAdminStats } from '../common/admin-stats.js';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { LIMITS } from '../domain/limits.js';
import {
  Payment,
  PaymentConfig,
  PaymentIntent,
  PaymentMethod,
  PaymentPage,
  PaymentProvider,
  RevenueCsv,
  RevenueSummary,
} from './model.js';
import { PaymentUserExport, PaymentUserExportRequest } from './export.js';
import { PaymentAdminBooking, PaymentAdminBookingRequest } from './admin-booking.js';
import {
  BankAccountInput,
  CancelBankChangeRequest,
  ConfirmBankChangeRequest,
  ImportBankAccountRequest,
  PayoutSetup,
  PendingBankChange,
} from './payout-account.js';
import {
  StartStripeOnboarding,
  StripeConnectStatus,
  StripeOnboardingLink,
} from './stripe-connect.js';
import {
  AdminPayout,
  HostPayouts,
  MarkPayoutRequest,
  PayoutBatch,
  PayoutBatchCsv,
  PayoutBatchList,
  PayoutBatchRequest,
  PayoutClaimRequest,
  PastPaymentRequest,
  PayoutLine,
  ReleaseOutcome,
} from './payouts.js';

/**
 * Starts (or resumes) paying a `pending` booking, as its guest. The amounts come from the
 * booking's quote, never from the browser. An open attempt with the same provider is returned
 * again rather than a second one made; a failed one is followed by a new attempt with its own
 * provider idempotency key (`booking-<id>-attempt-<n>`).
 */
export const CreateIntentRequest = z.object({ bookingId: Uuid, method: PaymentMethod }).strict();

/**
 * A provider's notification exactly as received: the raw body (signatures are over its bytes)
 * and the headers that matter. Answers once the event is stored; a replay answers `duplicate`.
 * A bad signature is VALIDATION and changes nothing.
 */
export const WebhookRequest = z
  .object({
    provider: PaymentProvider,
    rawBody: z.string().max(1_000_000),
    signature: z.string().max(2000).nullable(),
  })
  .strict();
export const WebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookReply = z.infer<typeof WebhookReply>;

export const PaymentIdRequest = z.object({ id: Uuid }).strict();
export const BookingPaymentsRequest = z.object({ bookingId: Uuid }).strict();

/** The dev provider's page: the guest makes the payment succeed or fail, as a provider would. */
export const DevCompleteRequest = z
  .object({ id: Uuid, outcome: z.enum(['succeed', 'fail']) })
  .strict();
/** Where the page sends the guest next (the trips success state, or back to checkout). */
export const DevCompleteReply = z.object({ redirectTo: z.string() });

export const ListPaymentsRequest = z
  .object({
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
  })
  .strict();

export const RevenueRequest = z
  .object({ months: z.number().int().min(1).max(36).default(12) })
  .strict();
export const EmptyPaymentRequest = z.object({}).strict();

export const PaymentRpc = {
  health: healthRpc('payment'),
  /** The admin dashboard's figures over a period (admins only; `common/admin-stats.ts`). */
  adminStats: defineRpc('rpc.payment.admin.stats', AdminStatsRequest, PaymentAdminStats),
  /** Admins only (decision 0050): a booking's attempts, refunds, webhooks and payout lines. */
  adminBooking: defineRpc(
    'rpc.payment.admin.booking',
    PaymentAdminBookingRequest,
    PaymentAdminBooking,
  ),
  createIntent: defineRpc('rpc.payment.intent.create', CreateIntentRequest, PaymentIntent),
  webhook: defineRpc('rpc.payment.webhook.receive', WebhookRequest, WebhookReply),
  /** The payer, the listing's host and admins. */
  get: defineRpc('rpc.payment.payment.get', PaymentIdRequest, Payment),
  /** The booking's payments (every attempt, newest first), for the guest, the host and admins. */
  listForBooking: defineRpc(
    'rpc.payment.payment.listForBooking',
    BookingPaymentsRequest,
    PaymentPage,
  ),
  /** The caller's own payments, newest first (`/payments`). */
  listForUser: defineRpc('rpc.payment.payment.listForUser', ListPaymentsRequest, PaymentPage),
  /** Only when the dev provider serves the payment, and only for its payer. */
  devComplete: defineRpc('rpc.payment.dev.complete', DevCompleteRequest, DevCompleteReply),
  config: defineRpc('rpc.payment.config.get', EmptyPaymentRequest, PaymentConfig),
  /** Admins only. */
  revenue: defineRpc('rpc.payment.revenue.summary', RevenueRequest, RevenueSummary),
  /** The same months as a CSV file (admins only); each download is audited (decision 0053). */
  revenueCsv: defineRpc('rpc.payment.revenue.csv', RevenueRequest, RevenueCsv),
  /** The caller's own payout set-up (a signed-in user; UNAUTHENTICATED otherwise). */
  payoutSetup: defineRpc('rpc.payment.payout.setup', EmptyPaymentRequest, PayoutSetup),
  /**
   * A new or changed bank account for the caller's payouts. Nothing changes yet: the details wait,
   * sealed, for the code identity sends to the account's own email (a stolen session must not
   * redirect payouts). A newer proposal replaces a waiting one. Audited.
   */
  proposeBankAccount: defineRpc(
    'rpc.payment.payout.proposeBank',
    BankAccountInput,
    PendingBankChange,
  ),
  /**
   * The code from the email makes the waiting change the account payouts go to. Only the
   * caller's own change; a change already confirmed answers the same setup again (a retry).
   */
  confirmBankAccount: defineRpc(
    'rpc.payment.payout.confirmBank',
    ConfirmBankChangeRequest,
    PayoutSetup,
  ),
  /** Drops the caller's waiting change. */
  cancelBankChange: defineRpc(
    'rpc.payment.payout.cancelBank',
    CancelBankChangeRequest,
    PayoutSetup,
  ),
  /** The caller's own payout ledger: totals, lines (with their bookings) and payouts. */
  hostPayouts: defineRpc('rpc.payment.payout.hostLedger', EmptyPaymentRequest, HostPayouts),
  /** Admins only: the bank batches, newest first, and failed Stripe transfers. */
  payoutBatches: defineRpc('rpc.payment.payout.batches', EmptyPaymentRequest, PayoutBatchList),
  /** Admins only: one batch with its payouts. */
  payoutBatch: defineRpc('rpc.payment.payout.batch', PayoutBatchRequest, PayoutBatch),
  /** Admins only: the batch as the bank's bulk-transfer upload (audited: it holds account data). */
  payoutBatchCsv: defineRpc('rpc.payment.payout.batchCsv', PayoutBatchRequest, PayoutBatchCsv),
  /**
   * Admins only: the bank's answer for one payout. The first answer wins; the same answer again
   * is a no-op, the other one a CONFLICT. Failed: its lines go back to pending with the reason.
   */
  markPayout: defineRpc('rpc.payment.payout.mark', MarkPayoutRequest, AdminPayout),
  /** Admins only: a release now, as the scheduled job runs it (idempotent). */
  releasePayouts: defineRpc('rpc.payment.payout.release', EmptyPaymentRequest, ReleaseOutcome),
  /**
   * The system only: records the payment a past booking (`rpc.booking.history.record`) was paid
   * with, captured when it was booked, with its fee in the ledger and its host's line. Once.
   */
  recordPastPayment: defineRpc('rpc.payment.history.record', PastPaymentRequest, Payment),
  /** The system only: a host's bank account as confirmed (the demo world); audited. */
  importBankAccount: defineRpc(
    'rpc.payment.payout.importBank',
    ImportBankAccountRequest,
    PayoutSetup,
  ),
  /** Admins only: a claim adjusting a booking's payout (idempotent by `key`). */
  payoutClaim: defineRpc('rpc.payment.payout.claim', PayoutClaimRequest, PayoutLine),
  /**
   * The caller's own Stripe Connect account, read from Stripe (its flags are stored as read).
   * UNAVAILABLE when the server has no Stripe keys.
   */
  stripeConnectStatus: defineRpc(
    'rpc.payment.stripeConnect.status',
    EmptyPaymentRequest,
    StripeConnectStatus,
  ),
  /**
   * Opens the caller's Express account once (a retry reuses it) and answers a fresh onboarding
   * link. CONFLICT for a country Stripe does not pay out to (Chile: never an account), or another
   * than the account's own; UNAVAILABLE without Stripe keys.
   */
  stripeConnectLink: defineRpc(
    'rpc.payment.stripeConnect.link',
    StartStripeOnboarding,
    StripeOnboardingLink,
  ),
  /** The caller's own data (Ley 21.719 portability): as payer, as host, their payout account. */
  exportUser: defineRpc('rpc.payment.user.export', PaymentUserExportRequest, PaymentUserExport),
} as const;
