import { fieldError, type AdminRefundChoice } from '@arrendo/contracts';

/** What the guest may cancel for now, as the listing's policy words it (`cancellation.ts`). */
export interface PolicyRefund {
  paid: number;
  refund: number;
}

/**
 * The refund an admin chose (decision 0050): everything paid, the policy's amount (what the
 * guest would get cancelling now), nothing, or an amount of their own up to what was paid. A
 * custom amount above it is refused on `refund.amount`: nobody is refunded more than they paid.
 */
export function adminRefundOf(choice: AdminRefundChoice, policy: PolicyRefund): number {
  switch (choice.kind) {
    case 'full':
      return policy.paid;
    case 'policy':
      return policy.refund;
    case 'none':
      return 0;
    case 'custom':
      if (choice.amount > policy.paid) {
        throw fieldError('refund.amount', `At most what was paid (${policy.paid})`);
      }
      return choice.amount;
  }
}

/**
 * The refund as a percent of what was paid, for the row's `refund_percent` (0..100, rounded half
 * up): the amount is the truth, the percent only says it in the policy's words. Nothing paid and
 * nothing refunded reads as 100 for `full` (the guest loses nothing), else 0.
 */
export function percentOf(refund: number, paid: number, kind: AdminRefundChoice['kind']): number {
  if (paid <= 0) return kind === 'full' ? 100 : 0;
  return Math.min(100, Math.floor((refund * 100 + Math.floor(paid / 2)) / paid));
}
