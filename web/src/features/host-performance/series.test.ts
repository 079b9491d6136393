import { describe, expect, it } from 'vitest';
import { addDays, type PerformancePoint } from '@arrendo/contracts/web';
import { bucketDays, bucketSeries } from './series';

const point = (i: number, views = 1): PerformancePoint => ({
  date: addDays('2026-01-01', i),
  views,
  saves: i % 2,
  requests: i === 3 ? 2 : 0,
  confirmed: i === 3 ? 1 : 0,
});

describe('bucketSeries', () => {
  it('keeps days as they are in buckets of one', () => {
    const days = [point(0), point(1), point(2)];
    expect(bucketSeries(days, 1)).toEqual(
      days.map(({ date, ...counts }) => ({ from: date, to: date, ...counts })),
    );
  });

  it('adds up weeks from the first day, the last one shorter', () => {
    const days = Array.from({ length: 10 }, (_, i) => point(i, i + 1));
    const weeks = bucketSeries(days, 7);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]).toEqual({
      from: '2026-01-01',
      to: '2026-01-07',
      views: 1 + 2 + 3 + 4 + 5 + 6 + 7,
      saves: 3,
      requests: 2,
      confirmed: 1,
    });
    expect(weeks[1]).toMatchObject({ from: '2026-01-08', to: '2026-01-10', views: 8 + 9 + 10 });
    // Nothing lost: the weeks add up to the days.
    const total = (rows: { views: number }[]) => rows.reduce((s, r) => s + r.views, 0);
    expect(total(weeks)).toBe(total(days));
  });

  it('has nothing for no days', () => {
    expect(bucketSeries([], 7)).toEqual([]);
  });
});

describe('bucketDays', () => {
  it('shows a month and a quarter by days, a year by weeks', () => {
    expect(bucketDays(30)).toBe(1);
    expect(bucketDays(90)).toBe(1);
    expect(bucketDays(365)).toBe(7);
  });
});
