import { describe, expect, it } from 'vitest';
import { byProviderOrder, monthWindow, revenueMonths } from './revenue-report.js';

const ZONE = 'America/Santiago';

describe('monthWindow', () => {
  it('counts Santiago months, this one included, oldest first', () => {
    expect(monthWindow(new Date('2026-03-15T12:00:00Z'), 3, ZONE)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // 02:00 UTC on the 1st is still the last day of the month before in Santiago (UTC−3).
    expect(monthWindow(new Date('2027-01-01T02:00:00Z'), 2, ZONE)).toEqual(['2026-11', '2026-12']);
    expect(monthWindow(new Date('2027-01-01T04:00:00Z'), 1, ZONE)).toEqual(['2027-01']);
  });

  it('reaches back across years', () => {
    const window = monthWindow(new Date('2026-02-10T12:00:00Z'), 14, ZONE);
    expect(window).toHaveLength(14);
    expect(window[0]).toBe('2025-01');
    expect(window.at(-1)).toBe('2026-02');
  });
});

describe('revenueMonths', () => {
  const row = (month: string, provider: 'stripe' | 'payku' | 'dev', fees: number) => ({
    month,
    provider,
    fees: String(fees),
    vat: String(Math.round(fees * 0.19)),
    charged: String(fees * 10),
    refunded: '0',
  });

  it('sums each month’s providers, keeps months with only payouts, newest first', () => {
    const months = revenueMonths(
      [row('2026-11', 'payku', 2_000), row('2026-11', 'stripe', 1_000), row('2026-10', 'dev', 500)],
      [
        { month: '2026-11', paid: '9000' },
        { month: '2026-09', paid: '4000' },
      ],
    );
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months[0]).toMatchObject({
      platformFees: 3_000,
      vatCollected: 190 + 380,
      grossCharged: 30_000,
      refunded: 0,
      payoutsPaid: 9_000,
    });
    expect(months[0]?.byProvider?.map((p) => p.provider)).toEqual(['stripe', 'payku']);
    expect(months[1]).toMatchObject({ platformFees: 500, payoutsPaid: 0 });
    expect(months[2]).toMatchObject({ platformFees: 0, payoutsPaid: 4_000, byProvider: [] });
  });

  it('orders providers as the contract lists them', () => {
    const zero = { platformFees: 0, vatCollected: 0, grossCharged: 0, refunded: 0 };
    expect(
      byProviderOrder([
        { provider: 'dev', ...zero },
        { provider: 'payku', ...zero },
        { provider: 'stripe', ...zero },
      ]).map((p) => p.provider),
    ).toEqual(['stripe', 'payku', 'dev']);
  });
});
