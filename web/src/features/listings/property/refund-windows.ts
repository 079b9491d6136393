import { REFUND_TIERS } from '@arrendo/contracts/web';
import type { RefundPolicy } from '@arrendo/contracts/web';

/**
 * One stretch of time before check-in and what a cancellation in it refunds: from `minDays`
 * days before (inclusive) up to `maxDays` (exclusive; null = any earlier).
 */
export interface RefundWindow {
  percent: number;
  minDays: number;
  maxDays: number | null;
}

/** REFUND_TIERS as consecutive windows, most generous first, ending with the no-refund one. */
export function refundWindows(policy: RefundPolicy): RefundWindow[] {
  const tiers = [...REFUND_TIERS[policy]].sort((a, b) => b.daysBefore - a.daysBefore);
  const windows: RefundWindow[] = tiers.map((tier, i) => ({
    percent: tier.percent,
    minDays: tier.daysBefore,
    maxDays: i === 0 ? null : tiers[i - 1]!.daysBefore,
  }));
  const last = tiers[tiers.length - 1];
  if (last && last.daysBefore > 0)
    windows.push({ percent: 0, minDays: 0, maxDays: last.daysBefore });
  return windows;
}

export type RefundSentence =
  | { key: 'refundFullFrom'; count: number }
  | { key: 'refundPartialBetween'; percent: number; count: number; max: number }
  | { key: 'refundPartialFrom'; percent: number; count: number }
  | { key: 'refundNoneUnder'; count: number };

/** What each window says in plain words (the `listing` catalogue holds the wording). */
export function refundSentences(policy: RefundPolicy): RefundSentence[] {
  return refundWindows(policy).map((w): RefundSentence => {
    if (w.percent === 0) return { key: 'refundNoneUnder', count: w.maxDays ?? 0 };
    if (w.percent === 100 && w.maxDays === null) return { key: 'refundFullFrom', count: w.minDays };
    if (w.maxDays === null)
      return { key: 'refundPartialFrom', percent: w.percent, count: w.minDays };
    return { key: 'refundPartialBetween', percent: w.percent, count: w.minDays, max: w.maxDays };
  });
}
