import { z } from 'zod';
import type { AdminCancellationQuote, AdminRefundChoice } from '@arrendo/contracts/web';

export const REFUND_KINDS = ['full', 'policy', 'none', 'custom'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * The cancel dialog as people fill it: the refund choice, a custom amount typed as text (whole
 * pesos), and the reason. Messages are catalogue keys of `admin-bookings`. The custom amount's
 * upper bound is what was paid, checked against the quote (`refundError`).
 */
export const CancelForm = z
  .object({
    kind: z.enum(REFUND_KINDS),
    amount: z.string().trim(),
    reason: z.string().trim().min(1, 'cancel.reasonRequired').max(500, 'cancel.reasonTooLong'),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'custom' && !/^\d{1,10}$/.test(value.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'cancel.amountInvalid' });
    }
  });
export type CancelFormValues = z.infer<typeof CancelForm>;

/** The amount the choice gives back, as the booking service will compute it now; null if unknown. */
export function refundAmountOf(
  values: Pick<CancelFormValues, 'kind' | 'amount'>,
  quote: Pick<AdminCancellationQuote, 'paid' | 'policyRefund'>,
): number | null {
  switch (values.kind) {
    case 'full':
      return quote.paid.amount;
    case 'policy':
      return quote.policyRefund.amount;
    case 'none':
      return 0;
    case 'custom':
      return /^\d{1,10}$/.test(values.amount.trim()) ? Number(values.amount.trim()) : null;
  }
}

/** A custom amount above what was paid: the catalogue key of the refusal, else null. */
export function refundError(amount: number | null, paid: number): string | null {
  return amount !== null && amount > paid ? 'cancel.amountTooHigh' : null;
}

/** The refund as the API takes it. */
export function refundChoiceOf(kind: RefundKind, amount: number): AdminRefundChoice {
  return kind === 'custom' ? { kind, amount } : { kind };
}
