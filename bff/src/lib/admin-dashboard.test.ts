import { describe, expect, it } from 'vitest';
import { dashboardSpan, fillDashboardSeries } from './admin-dashboard.js';

describe('dashboardSpan', () => {
  it('ends today by Santiago’s date, the period’s days both ends included', () => {
    // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3 in summer).
    expect(dashboardSpan(30, new Date('2027-03-01T02:00:00Z'))).toEqual({
      from: '2027-01-30',
      to: '2027-02-28',
    });
    expect(dashboardSpan(365, new Date('2027-03-01T12:00:00Z'))).toEqual({
      from: '2026-03-02',
      to: '2027-03-01',
    });
  });
});

describe('fillDashboardSeries', () => {
  const span = { from: '2027-02-26', to: '2027-03-01' };

  it('has every date of the span, zeros where a service sent none, outside dates dropped', () => {
    const series = fillDashboardSeries(span, {
      newUsers: [
        { date: '2027-02-25', value: 9 },
        { date: '2027-02-26', value: 2 },
        { date: '2027-03-01', value: 1 },
      ],
      bookingsConfirmed: [{ date: '2027-02-27', value: 3 }],
      platformFees: [
        { date: '2027-02-28', value: 12_500 },
        { date: '2027-03-01', value: -2_000 },
      ],
    });
    expect(series).toEqual([
      { date: '2027-02-26', newUsers: 2, bookingsConfirmed: 0, platformFees: 0 },
      { date: '2027-02-27', newUsers: 0, bookingsConfirmed: 3, platformFees: 0 },
      { date: '2027-02-28', newUsers: 0, bookingsConfirmed: 0, platformFees: 12_500 },
      { date: '2027-03-01', newUsers: 1, bookingsConfirmed: 0, platformFees: -2_000 },
    ]);
  });

  it('leaves a service that did not answer null on every date, not zero', () => {
    const series = fillDashboardSeries(span, {
      newUsers: [],
      bookingsConfirmed: null,
      platformFees: [{ date: '2027-02-26', value: 100 }],
    });
    expect(series).toHaveLength(4);
    expect(series.map((p) => p.bookingsConfirmed)).toEqual([null, null, null, null]);
    expect(series.map((p) => p.newUsers)).toEqual([0, 0, 0, 0]);
    expect(series[0]).toMatchObject({ platformFees: 100 });
  });

  it('crosses a month end and a daylight-saving change without losing or doubling a date', () => {
    // Chile leaves summer time on the first Sunday of April.
    const dates = fillDashboardSeries(
      { from: '2027-03-30', to: '2027-04-06' },
      { newUsers: null, bookingsConfirmed: null, platformFees: null },
    ).map((p) => p.date);
    expect(dates).toEqual([
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
      '2027-04-04',
      '2027-04-05',
      '2027-04-06',
    ]);
  });
});
