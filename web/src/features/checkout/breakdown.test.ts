import { describe, expect, it } from 'vitest';
import { breakdownLines, displayRate, formatConverted } from './breakdown';
import { hourlyQuote, stayQuote } from './test/booking-fixture';
import { formatCountdown, minutesLeft } from './use-countdown';

describe('breakdownLines', () => {
  it('lists nights, each extra fee, the service fee and VAT, before taxes', () => {
    expect(breakdownLines(stayQuote, false)).toEqual([
      { kind: 'units', unitPrice: 50_000, units: 3, unit: 'day', amount: 150_000 },
      { kind: 'fee', name: 'Cleaning', amount: 20_000 },
      { kind: 'service', percent: 10, amount: 17_000 },
      { kind: 'vat', percent: 19, amount: 35_530, included: false },
    ]);
  });

  it('with the tax toggle on, carries VAT in every line and marks the VAT line as included', () => {
    const lines = breakdownLines(hourlyQuote, true);
    expect(lines[0]).toMatchObject({ unitPrice: 17_850, amount: 35_700, unit: 'hour' });
    expect(lines[1]).toMatchObject({ kind: 'service', amount: 3_570 });
    expect(lines[2]).toEqual({ kind: 'vat', percent: 19, amount: 6_270, included: true });
    // The taxed lines add up to the quote's total.
    expect(35_700 + 3_570).toBe(hourlyQuote.total.amount);
  });
});

describe('displayRate', () => {
  it('uses the quote rate in its own currency, today’s rates in another, 1 in CLP', () => {
    const usd = { ...stayQuote, display: { currency: 'USD' as const, rate: 0.001, ratesAt: null } };
    expect(displayRate(usd, 'USD', {})).toBe(0.001);
    expect(displayRate(usd, 'EUR', { CLP_EUR: 0.002 })).toBe(0.002);
    expect(displayRate(usd, 'CLP', {})).toBe(1);
  });

  it('formats a CLP amount converted and rounded to cents', () => {
    expect(formatConverted(222_530, 'USD', 0.00105, 'en-US')).toBe('$233.66');
    expect(formatConverted(222_530, 'CLP', 1, 'es-CL')).toBe('CLP$222.530');
  });
});

describe('countdown format', () => {
  it('shows mm:ss rounded up, and whole minutes started', () => {
    expect(formatCountdown(10 * 60_000)).toBe('10:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(0)).toBe('00:00');
    expect(minutesLeft(61_000)).toBe(2);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(1)).toBe(1);
  });
});
