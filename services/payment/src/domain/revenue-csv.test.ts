import { describe, expect, it } from 'vitest';
import type { RevenueSummary } from '@arrendo/contracts';
import { csvAmount, csvText, nextMonth, revenueCsv } from './revenue-csv.js';

type Month = RevenueSummary['byMonth'][number];

const stripe = { platformFees: 10_000, vatCollected: 1_900, grossCharged: 111_900, refunded: 0 };
const payku = { platformFees: 5_000, vatCollected: 950, grossCharged: 55_950, refunded: 27_975 };

const MONTHS: Month[] = [
  {
    month: '2026-12',
    platformFees: 15_000,
    vatCollected: 2_850,
    grossCharged: 167_850,
    refunded: 27_975,
    payoutsPaid: 100_000,
    byProvider: [
      { provider: 'stripe', ...stripe },
      { provider: 'payku', ...payku },
    ],
  },
  {
    month: '2026-10',
    platformFees: -2_500,
    vatCollected: -475,
    grossCharged: 0,
    refunded: 27_975,
    payoutsPaid: 0,
    byProvider: [
      {
        provider: 'payku',
        platformFees: -2_500,
        vatCollected: -475,
        grossCharged: 0,
        refunded: 27_975,
      },
    ],
  },
];

describe('revenueCsv', () => {
  it('lists every month of the window, oldest first, each provider under it, then the totals', () => {
    const lines = revenueCsv(['2026-10', '2026-11', '2026-12'], MONTHS).split('\r\n');
    expect(lines).toEqual([
      'month,period_start,period_end,provider,currency,gross_charged,refunded,platform_fee,vat_on_fee,payouts_paid',
      '2026-10,2026-10-01,2026-11-01,all,CLP,0,27975,-2500,-475,0',
      '2026-10,2026-10-01,2026-11-01,payku,CLP,0,27975,-2500,-475,',
      // A month without any money is still a row, so the months line up in a spreadsheet.
      '2026-11,2026-11-01,2026-12-01,all,CLP,0,0,0,0,0',
      '2026-12,2026-12-01,2027-01-01,all,CLP,167850,27975,15000,2850,100000',
      '2026-12,2026-12-01,2027-01-01,stripe,CLP,111900,0,10000,1900,',
      '2026-12,2026-12-01,2027-01-01,payku,CLP,55950,27975,5000,950,',
      'total,2026-10-01,2027-01-01,all,CLP,167850,55950,12500,2375,100000',
      // Providers in the contract's order, whichever month they first appear in.
      'total,2026-10-01,2027-01-01,stripe,CLP,111900,0,10000,1900,',
      'total,2026-10-01,2027-01-01,payku,CLP,55950,55950,2500,475,',
      '',
    ]);
  });

  it('refuses an empty window rather than writing a file without a period', () => {
    expect(() => revenueCsv([], [])).toThrow(/empty window/);
  });
});

describe('the file’s cells', () => {
  it('quotes a text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(csvText('+56 9 1234')).toBe(`'+56 9 1234`);
    expect(csvText('-1+1')).toBe(`'-1+1`);
    expect(csvText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvText('\tx')).toBe(`'\tx`);
    expect(csvText('\rx')).toBe(`'\rx`);
    expect(csvText('stripe')).toBe('stripe');
  });

  it('writes amounts as plain integers, negative ones too, and nothing else', () => {
    expect(csvAmount(-2_500)).toBe('-2500');
    expect(csvAmount(0)).toBe('0');
    expect(() => csvAmount(12.5)).toThrow(/minor units/);
    expect(() => csvAmount(Number.NaN)).toThrow(/minor units/);
  });

  it('steps months across the year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2027-01')).toBe('2027-02');
    expect(nextMonth('2027-09')).toBe('2027-10');
  });
});
