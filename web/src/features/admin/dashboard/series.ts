import type { AdminDashboardPoint } from '@arrendo/contracts/web';

/** One point of a chart and row of its table: a date, or a week of dates. */
export interface DashboardBucket extends Omit<AdminDashboardPoint, 'date'> {
  /** The first and last dates it holds (the same for a day). */
  from: string;
  to: string;
}

/** A year of days is too many bars to tell apart: it is shown by weeks; shorter periods by days. */
export function bucketDays(days: number): 1 | 7 {
  return days > 90 ? 7 : 1;
}

const FIGURES = ['newUsers', 'bookingsConfirmed', 'platformFees'] as const;

/** null (its service did not answer) stays null: a gap, never a false zero. */
const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

/**
 * The series in buckets of `size` consecutive dates (counted from the period's first date; the
 * last may be shorter), each the sum of its dates.
 */
export function bucketSeries(
  series: readonly AdminDashboardPoint[],
  size: number,
): DashboardBucket[] {
  const buckets: DashboardBucket[] = [];
  series.forEach((point, i) => {
    const last = buckets.at(-1);
    if (last && i % size !== 0) {
      last.to = point.date;
      for (const figure of FIGURES) last[figure] = plus(last[figure], point[figure]);
      return;
    }
    buckets.push({
      from: point.date,
      to: point.date,
      newUsers: point.newUsers,
      bookingsConfirmed: point.bookingsConfirmed,
      platformFees: point.platformFees,
    });
  });
  return buckets;
}
