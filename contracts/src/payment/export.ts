import { z } from 'zod';
import { MaskedBankAccount } from './payout-account.js';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ClpAmount } from '../pricing/model.js';
import { Payment } from './model.js';
import { Payout, PayoutLine } from './payouts.js';

/**
 * Ley 21.719 (portability): what the payment service keeps about one person, for the single JSON
 * file the BFF assembles from every service. Always the caller's own data (`call.actor.userId`).
 *
 * Amounts are CLP in its minor unit (whole pesos: CLP has no decimals), each with its currency.
 * Never in it: card data (the providers keep it; this service never sees a card number), the
 * Stripe client secret, provider references and idempotency keys, the redirect URL, and the
 * providers' notifications (only their ids are stored, and they are the provider's messages).
 */

/** A refund of one payment: asked of the provider (`succeeded`) or owed by hand (`owed`). */
export const PaymentExportRefund = z.object({
  id: Uuid,
  amount: ClpAmount,
  status: z.enum(['succeeded', 'owed']),
  createdAt: IsoDateTime,
});
export type PaymentExportRefund = z.infer<typeof PaymentExportRefund>;

/** The facts of one attempt, set once each: when it was authorised, captured, failed, released. */
const PaymentExportDates = {
  authorizedAt: IsoDateTime.nullable(),
  capturedAt: IsoDateTime.nullable(),
  failedAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
};

/**
 * One attempt at paying a booking, made by the person (the payer): the `Payment` they see, with
 * the attempt's own facts and its refunds.
 */
export const PaymentExportAsPayer = Payment.omit({ guestId: true }).extend({
  /** 1, 2, … for the booking's successive attempts. */
  attempt: z.number().int().positive(),
  /** `manual`: authorised first, charged when the host accepted (request-to-book). */
  captureMethod: z.enum(['automatic', 'manual']),
  /** A second attempt that also took money is returned in full; this names the one kept. */
  duplicateOf: Uuid.nullable(),
  refunds: z.array(PaymentExportRefund),
  ...PaymentExportDates,
});
export type PaymentExportAsPayer = z.infer<typeof PaymentExportAsPayer>;

/**
 * A payment for a booking of the person's listing (the host): what it was, what they earn
 * (`baseAmount`) and what went back. Of the guest nothing but the booking it pays.
 */
export const PaymentExportAsHost = Payment.omit({
  guestId: true,
  hostId: true,
  failureMessage: true,
}).extend({
  /** The Stripe Connect account the host's share was sent to, when it was (else null). */
  payoutAccount: z.string().nullable(),
  /** What the platform kept at Stripe when the share went to the host's account (fee + VAT). */
  applicationFee: ClpAmount.nullable(),
  refunds: z.array(PaymentExportRefund),
  ...PaymentExportDates,
});
export type PaymentExportAsHost = z.infer<typeof PaymentExportAsHost>;

/** The host's Stripe Connect account (an account id, not a credential). */
export const PaymentExportPayoutAccount = z.object({
  stripeAccountId: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type PaymentExportPayoutAccount = z.infer<typeof PaymentExportPayoutAccount>;

export const PaymentUserExport = z.object({
  service: z.literal('payment'),
  userId: Uuid,
  exportedAt: IsoDateTime,
  /** Every attempt they made, in every status, oldest first. */
  asPayer: z.array(PaymentExportAsPayer),
  /** Every payment for a booking of their listings, oldest first. */
  asHost: z.array(PaymentExportAsHost),
  payoutAccount: PaymentExportPayoutAccount.nullable(),
  /**
   * The bank account payouts go to, masked as `/payment-setup` shows it: an export is a file that
   * travels, and a stolen session must not turn into a readable account number.
   */
  bankAccount: MaskedBankAccount.extend({ confirmedAt: IsoDateTime }).nullable(),
  /** What the platform owed them as a host, line by line, newest first (decision 0041). */
  payoutLines: z.array(PayoutLine),
  /** Every payout made to them, newest first; the account it went to is in `bankAccount`. */
  payouts: z.array(Payout),
});
export type PaymentUserExport = z.infer<typeof PaymentUserExport>;

/** The person is the caller, never a field: the request carries nothing. */
export const PaymentUserExportRequest = z.object({}).strict();
