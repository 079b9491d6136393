import { describe, expect, it } from 'vitest';
import type { AdminDashboardPoint } from '@arrendo/contracts/web';
import { bucketDays, bucketSeries } from './series';

const point = (date: string, n: number, fees: number | null = n * 1000): AdminDashboardPoint => ({
  date,
  newUsers: n,
  bookingsConfirmed: n * 2,
  platformFees: fees,
});

describe('bucketSeries', () => {
  it('keeps days as they are for a month or a quarter', () => {
    expect(bucketDays(30)).toBe(1);
    expect(bucketDays(90)).toBe(1);
    const series = [point('2027-03-01', 1), point('2027-03-02', 0)];
    expect(bucketSeries(series, 1)).toEqual([
      {
        from: '2027-03-01',
        to: '2027-03-01',
        newUsers: 1,
        bookingsConfirmed: 2,
        platformFees: 1000,
      },
      { from: '2027-03-02', to: '2027-03-02', newUsers: 0, bookingsConfirmed: 0, platformFees: 0 },
    ]);
  });

  it('sums a year by weeks from the first date, the last week shorter', () => {
    expect(bucketDays(365)).toBe(7);
    const series = Array.from({ length: 9 }, (_, i) => point(`2027-03-0${i + 1}`, 1));
    const weeks = bucketSeries(series, 7);
    expect(weeks).toEqual([
      {
        from: '2027-03-01',
        to: '2027-03-07',
        newUsers: 7,
        bookingsConfirmed: 14,
        platformFees: 7000,
      },
      {
        from: '2027-03-08',
        to: '2027-03-09',
        newUsers: 2,
        bookingsConfirmed: 4,
        platformFees: 2000,
      },
    ]);
  });

  it('leaves a figure whose service did not answer null in every bucket', () => {
    const series = [point('2027-03-01', 1, null), point('2027-03-02', 1, null)];
    expect(bucketSeries(series, 7)).toEqual([
      {
        from: '2027-03-01',
        to: '2027-03-02',
        newUsers: 2,
        bookingsConfirmed: 4,
        platformFees: null,
      },
    ]);
  });
});
