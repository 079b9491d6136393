import { z } from 'zod';
import { IsoDateTime, Uuid } from '../common/ids.js';
import { singleLineText } from '../common/text.js';
import { BankAccountType, BankCode } from './payout-account.js';

/**
 * What the platform owes hosts (`docs/decisions/0041-payout-ledger.md`). Amounts are CLP, the
 * currency every payment is charged in; signed on lines (a refund's share is negative).
 */

/** `booking`: the booking's base, owed once it is confirmed; `refund`: the base share a guest got
 * back; `claim`: an amount an admin added or took (damage paid to the host, a penalty). */
export const PayoutLineKind = z.enum(['booking', 'refund', 'claim']);
export type PayoutLineKind = z.infer<typeof PayoutLineKind>;

/**
 * `pending`: not released yet (the stay has not begun 24 h ago, the session has not ended) or
 * released and waiting for the next payout (no payout details, a balance below zero, or a
 * transfer that failed); `scheduled`: in a payout on its way; `paid`.
 */
export const PayoutLineStatus = z.enum(['pending', 'scheduled', 'paid']);
export type PayoutLineStatus = z.infer<typeof PayoutLineStatus>;

export const PayoutMethod = z.enum(['bank_transfer', 'stripe']);
export type PayoutMethod = z.infer<typeof PayoutMethod>;

export const PayoutStatus = z.enum(['scheduled', 'paid', 'failed']);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

export const PayoutLine = z.object({
  id: Uuid,
  kind: PayoutLineKind,
  bookingId: Uuid,
  propertyId: Uuid,
  /** The booking's slot, as it was confirmed. */
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  amount: z.number().int(),
  /** When it may be paid: 24 h after check-in (stays), the session's end (hourly). */
  releaseAt: IsoDateTime,
  status: PayoutLineStatus,
  payoutId: Uuid.nullable(),
  /** The last transfer of this line that failed, and why: the line waits for new details. */
  failureReason: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type PayoutLine = z.infer<typeof PayoutLine>;

export const Payout = z.object({
  id: Uuid,
  /** The transfer's reference (in the bank batch and on the host's statement). */
  reference: z.string(),
  method: PayoutMethod,
  status: PayoutStatus,
  amount: z.number().int().positive(),
  lineCount: z.number().int().nonnegative(),
  failureReason: z.string().nullable(),
  createdAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
});
export type Payout = z.infer<typeof Payout>;

/** A host's own ledger: the totals, every line (newest first) and every payout. */
export const HostPayouts = z.object({
  currency: z.literal('CLP'),
  /** How the next payout goes: null until the host sets up payout details. */
  method: PayoutMethod.nullable(),
  totals: z.object({
    /** Not released yet. */
    upcoming: z.number().int(),
    /** Released, waiting for the next payout (may be below zero after a refund). */
    ready: z.number().int(),
    scheduled: z.number().int(),
    paid: z.number().int(),
  }),
  lines: z.array(PayoutLine),
  payouts: z.array(Payout),
});
export type HostPayouts = z.infer<typeof HostPayouts>;

/** One bank batch, as admins list them. */
export const PayoutBatchSummary = z.object({
  id: Uuid,
  createdAt: IsoDateTime,
  count: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  scheduled: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type PayoutBatchSummary = z.infer<typeof PayoutBatchSummary>;

/** A payout as an admin sees it: masked account, who marked it and when. */
export const AdminPayout = Payout.extend({
  hostId: Uuid,
  batchId: Uuid.nullable(),
  holderName: z.string().nullable(),
  rutMasked: z.string().nullable(),
  bankCode: BankCode.nullable(),
  accountType: BankAccountType.nullable(),
  numberLast4: z.string().nullable(),
  decidedBy: Uuid.nullable(),
});
export type AdminPayout = z.infer<typeof AdminPayout>;

export const PayoutBatch = PayoutBatchSummary.extend({ payouts: z.array(AdminPayout) });
export type PayoutBatch = z.infer<typeof PayoutBatch>;

export const PayoutBatchList = z.object({
  batches: z.array(PayoutBatchSummary),
  /** Stripe transfers that failed (a bank batch's failures are in their batch). */
  stripeFailures: z.array(AdminPayout),
});
export type PayoutBatchList = z.infer<typeof PayoutBatchList>;

export const PayoutBatchRequest = z.object({ batchId: Uuid }).strict();

export const PayoutBatchCsv = z.object({ filename: z.string(), csv: z.string() });
export type PayoutBatchCsv = z.infer<typeof PayoutBatchCsv>;

export const FailureReason = singleLineText({
  min: 3,
  max: 300,
  messages: {
    required: 'Say why the transfer failed',
    tooLong: 'Keep the reason under 300 characters',
  },
});

/** An admin's answer for one line of a batch, from the bank's report. */
export const MarkPayoutRequest = z.discriminatedUnion('outcome', [
  z.object({ payoutId: Uuid, outcome: z.literal('paid') }).strict(),
  z.object({ payoutId: Uuid, outcome: z.literal('failed'), reason: FailureReason }).strict(),
]);
export type MarkPayoutRequest = z.infer<typeof MarkPayoutRequest>;

export const ClaimNote = singleLineText({
  min: 3,
  max: 300,
  messages: {
    required: 'Say what the claim is for',
    tooLong: 'Keep the note under 300 characters',
  },
});

/**
 * An admin's claim on a booking's payout: positive pays the host more (damage the guest paid
 * for), negative takes from the next payout. `key` makes a resent request land once.
 */
export const PayoutClaimRequest = z
  .object({
    bookingId: Uuid,
    amount: z
      .number()
      .int('Enter a whole number of pesos')
      .refine((n) => n !== 0, 'Enter an amount other than zero')
      .refine((n) => Math.abs(n) <= 100_000_000, 'Enter at most 100.000.000 pesos'),
    note: ClaimNote,
    key: Uuid,
  })
  .strict();
export type PayoutClaimRequest = z.infer<typeof PayoutClaimRequest>;

/** What one release did (the job's log line, the admin's 'Release now'). */
export const ReleaseOutcome = z.object({
  payouts: z.number().int().nonnegative(),
  batched: z.number().int().nonnegative(),
  transferred: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type ReleaseOutcome = z.infer<typeof ReleaseOutcome>;

/** The system only (the demo world, an import): the payment a past booking was paid with. */
export const PastPaymentRequest = z.object({ bookingId: Uuid }).strict();
