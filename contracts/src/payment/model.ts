import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { ClpAmount } from '../pricing/model.js';

/** Who moves the money. `dev` is the embedded default when no provider keys are set. */
export const PaymentProvider = z.enum(['stripe', 'payku', 'dev']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** What the guest chose at checkout: a card (Stripe) or the Chilean local provider (Payku). */
export const PaymentMethod = z.enum(['card', 'local']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * `requires_action`: created, waiting for the guest at the provider; `authorized`: the money is
 * reserved (request-to-book on a provider that can capture later); `succeeded`: captured;
 * `failed`; `cancelled`: an authorisation released without charge; `refunded` /
 * `partially_refunded` after a cancellation.
 */
export const PaymentStatus = z.enum([
  'requires_action',
  'authorized',
  'succeeded',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** One payment attempt for a booking, as its guest, the listing's host and admins see it. */
export const Payment = z.object({
  id: Uuid,
  bookingId: Uuid,
  guestId: Uuid,
  hostId: Uuid,
  provider: PaymentProvider,
  method: PaymentMethod,
  status: PaymentStatus,
  /** What the guest is charged (the quote's total) and its parts (decisions.md, Money). */
  amount: ClpAmount,
  baseAmount: ClpAmount,
  platformFee: ClpAmount,
  vatAmount: ClpAmount,
  refundedAmount: ClpAmount,
  /** The provider's words when it failed, for the guest. */
  failureMessage: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Payment = z.infer<typeof Payment>;

/**
 * The start of a payment. Card with Stripe: `clientSecret` for Stripe Elements. Otherwise
 * (Payku, or the dev provider for either method): `redirectUrl`, a full-page redirect. Amounts
 * are integers in the currency's minor unit (CLP has none) and come from the booking's quote.
 */
export const PaymentIntent = z.object({
  paymentId: Uuid,
  bookingId: Uuid,
  provider: PaymentProvider,
  method: PaymentMethod,
  clientSecret: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  currency: z.literal('CLP'),
  baseAmount: z.number().int().nonnegative(),
  platformFee: z.number().int().nonnegative(),
  vatAmount: z.number().int().nonnegative(),
  totalAmount: z.number().int().nonnegative(),
});
export type PaymentIntent = z.infer<typeof PaymentIntent>;

/** Which provider serves each method here, and Stripe's publishable key when card is Stripe. */
export const PaymentConfig = z.object({
  card: PaymentProvider,
  local: PaymentProvider,
  stripePublishableKey: z.string().nullable(),
  /**
   * Whether the offline dev provider is on here (no money moves): a method without provider keys
   * is "paid" by a button, and dev notices are believed. Absent from older payment services.
   */
  devProvider: z.boolean().optional(),
});
export type PaymentConfig = z.infer<typeof PaymentConfig>;

/** One provider's share of the fee ledger (CLP, minor units; refunds give fees and IVA back). */
export const ProviderRevenue = z.object({
  provider: PaymentProvider,
  platformFees: z.number().int(),
  vatCollected: z.number().int(),
  grossCharged: z.number().int(),
  refunded: z.number().int(),
});
export type ProviderRevenue = z.infer<typeof ProviderRevenue>;

/**
 * What the platform owes hosts and has paid them (the payout ledger, decision 0041), now: lines
 * in no payout not yet released (`upcoming`) and released (`ready`), payouts sent and not yet
 * answered (`scheduled`), and payouts marked paid, ever (`paid`). Owed is the first three.
 */
export const RevenuePayouts = z.object({
  upcoming: z.number().int(),
  ready: z.number().int(),
  scheduled: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
});
export type RevenuePayouts = z.infer<typeof RevenuePayouts>;

/**
 * Admin revenue: the platform-fee ledger summed (fees earned minus fees given back on refunds),
 * all time and per Santiago month, each also by the provider that took the money. The fields
 * added in issue 29 (by provider, the months' IVA and payouts) are optional, as contracts add
 * fields within a version; the payment service always fills them.
 */
export const RevenueSummary = z.object({
  currency: z.literal('CLP'),
  platformFees: z.number().int(),
  vatCollected: z.number().int(),
  grossCharged: z.number().int(),
  refunded: z.number().int(),
  payments: z.number().int().nonnegative(),
  byMonth: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      platformFees: z.number().int(),
      grossCharged: z.number().int(),
      refunded: z.number().int(),
      vatCollected: z.number().int().optional(),
      /** Payouts marked paid within the month. */
      payoutsPaid: z.number().int().nonnegative().optional(),
      /** Only providers with ledger entries in the month, in `PaymentProvider` order. */
      byProvider: z.array(ProviderRevenue).optional(),
    }),
  ),
  /** All time, only providers with ledger entries, in `PaymentProvider` order. */
  byProvider: z.array(ProviderRevenue).optional(),
  payouts: RevenuePayouts.optional(),
});
export type RevenueSummary = z.infer<typeof RevenueSummary>;

/** The revenue report as a spreadsheet file (`GET /api/admin/revenue/export`). */
export const RevenueCsv = z.object({ filename: z.string(), csv: z.string() });
export type RevenueCsv = z.infer<typeof RevenueCsv>;

export const PaymentPage = z.object({ items: z.array(Payment), nextCursor: z.string().nullable() });
export type PaymentPage = z.infer<typeof PaymentPage>;
