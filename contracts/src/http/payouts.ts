import { z } from 'zod';
import { Uuid } from '../common/ids.js';

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
