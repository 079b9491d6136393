import type { PerformancePoint } from '@arrendo/contracts/web';

/** One point of the chart and row of its table: a date, or a week of dates. */
export interface SeriesBucket extends Omit<PerformancePoint, 'date'> {
  /** The first and last dates it holds (the same for a day). */
  from: string;
  to: string;
}

/**
 * A year of days is too many bars to tell apart: it is shown by weeks (seven days each, counted
 * from the period's first day; the last may be shorter). Shorter periods are shown by days.
 */
export function bucketDays(days: number): 1 | 7 {
  return days > 90 ? 7 : 1;
}

/** The series in buckets of `size` consecutive dates, each the sum of its dates. */
export function bucketSeries(series: readonly PerformancePoint[], size: number): SeriesBucket[] {
  const buckets: SeriesBucket[] = [];
  series.forEach((point, i) => {
    const last = buckets.at(-1);
    if (last && i % size !== 0) {
      last.to = point.date;
      last.views += point.views;
      last.saves += point.saves;
      last.requests += point.requests;
      last.confirmed += point.confirmed;
      return;
    }
    buckets.push({
      from: point.date,
      to: point.date,
      views: point.views,
      saves: point.saves,
      requests: point.requests,
      confirmed: point.confirmed,
    });
  });
  return buckets;
}

/** Whether a bucket covers more than one date (its label is then a range). */
export const isRange = (bucket: Pick<SeriesBucket, 'from' | 'to'>) => bucket.from !== bucket.to;
