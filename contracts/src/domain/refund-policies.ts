import { z } from 'zod';

export const RefundPolicy = z.enum(['flexible', 'moderate', 'strict']);
export type RefundPolicy = z.infer<typeof RefundPolicy>;

/** Refund tiers: cancelling at least `daysBefore` days before check-in refunds `percent`. */
export interface RefundTier {
  daysBefore: number;
  percent: number;
}

/** Spec §9: tiers ordered from the most generous. */
export const REFUND_TIERS: Record<RefundPolicy, RefundTier[]> = {
  flexible: [
    { daysBefore: 7, percent: 100 },
    { daysBefore: 1, percent: 50 },
  ],
  moderate: [
    { daysBefore: 14, percent: 100 },
    { daysBefore: 7, percent: 50 },
  ],
  strict: [
    { daysBefore: 30, percent: 100 },
    { daysBefore: 14, percent: 25 },
  ],
};

/** The refund percentage for a cancellation `daysBeforeCheckIn` whole days ahead. */
export function refundPercent(policy: RefundPolicy, daysBeforeCheckIn: number): number {
  const tier = REFUND_TIERS[policy].find((t) => daysBeforeCheckIn >= t.daysBefore);
  return tier ? tier.percent : 0;
}
