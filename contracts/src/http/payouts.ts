import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { FailureReason, HostPayouts, PayoutLine } from '../payment/payouts.js';

/**
 * A host's payout set-up over HTTP (`/payment-setup`); the shapes are the payment service's own
 * (`BankAccountInput`, `PendingBankChange`, `PayoutSetup`, `ConfirmBankChangeRequest`):
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET /api/payouts/setup | | `PayoutSetup` |
 * | POST /api/payouts/bank-account | `BankAccountInput` | `PendingBankChange` (a code went to the account's email) |
 * | POST /api/payouts/bank-account/confirm | `ConfirmBankChangeRequest` | `PayoutSetup` |
 * | DELETE /api/payouts/bank-account/changes/:changeId | | `PayoutSetup` |
 */
export const BankChangeParams = z.object({ changeId: Uuid }).strict();

/**
 * The payout ledger over HTTP (decision 0041):
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET /api/payouts/ledger | | `HostPayoutsResponse` (the caller's own) |
 * | GET /api/admin/payouts | | `PayoutBatchList` |
 * | GET /api/admin/payouts/batches/:batchId | | `PayoutBatch` |
 * | GET /api/admin/payouts/batches/:batchId/csv | | the bank upload, `text/csv` |
 * | POST /api/admin/payouts/:payoutId/outcome | `MarkPayoutBody` | `AdminPayout` |
 * | POST /api/admin/payouts/claims | `PayoutClaimRequest` | `PayoutLine` |
 */
export const HostPayoutLine = PayoutLine.extend({
  /** The listing's title now; null when it has none or is gone. */
  listingTitle: z.string().nullable(),
});
export type HostPayoutLine = z.infer<typeof HostPayoutLine>;

export const HostPayoutsResponse = HostPayouts.extend({ lines: z.array(HostPayoutLine) });
export type HostPayoutsResponse = z.infer<typeof HostPayoutsResponse>;

export const PayoutBatchParams = z.object({ batchId: Uuid }).strict();
export const PayoutIdParams = z.object({ payoutId: Uuid }).strict();

export const MarkPayoutBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('paid') }).strict(),
  z.object({ outcome: z.literal('failed'), reason: FailureReason }).strict(),
]);
export type MarkPayoutBody = z.infer<typeof MarkPayoutBody>;
