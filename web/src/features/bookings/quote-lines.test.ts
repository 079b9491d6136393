import { describe, expect, it } from 'vitest';
import { hourlyQuote } from '@/features/checkout/test/booking-fixture';
import { stayQuoteFixture, USD_DISPLAY } from '@/features/listings/test/quote-fixture';
import { quoteDisplay, shownIn } from './quote-lines';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
const usd = (cents: number) => ({ amount: cents, currency: 'USD' as const });

describe('quoteDisplay', () => {
  it('lists every CLP line as charged, IVA on the service fee apart, and no charged-in note', () => {
    const shown = quoteDisplay(stayQuoteFixture());
    expect(shown.lines).toEqual([
      { kind: 'units', unitPrice: clp(50_000), units: 3, unit: 'day', amount: clp(150_000) },
      { kind: 'fee', name: 'Cleaning', amount: clp(20_000) },
      { kind: 'service', percent: 10, amount: clp(17_000) },
      // 19% of the 17.000 fee, not of 187.000
      { kind: 'vat', percent: 19, amount: clp(3_230) },
    ]);
    expect(shown.total).toEqual(clp(190_230));
    expect(shown.lines.reduce((sum, l) => sum + l.amount.amount, 0)).toBe(shown.total.amount);
    expect(shown.charged).toBeNull();
  });

  it('converts every line with the quote’s rate to cents and names the CLP charge', () => {
    const shown = quoteDisplay(stayQuoteFixture({ display: USD_DISPLAY }));
    // 150.000 × 0,00105 = 157,50; 20.000 → 21,00; 17.000 → 17,85; 3.230 → 3,3915 → 3,39
    expect(shown.lines.map((l) => l.amount)).toEqual([
      usd(15_750),
      usd(2_100),
      usd(1_785),
      usd(339),
    ]);
    expect(shown.lines[0]).toMatchObject({ unitPrice: usd(5_250) });
    // 190.230 × 0,00105 = 199,7415 → $199.74, from the charged total, not the rounded lines
    expect(shown.total).toEqual(usd(19_974));
    expect(shown.charged).toEqual(clp(190_230));
  });

  it('an hourly quote: the lines add up to the total', () => {
    const shown = quoteDisplay(hourlyQuote);
    expect(shown.lines[0]).toMatchObject({ unitPrice: clp(15_000), amount: clp(30_000) });
    expect(shown.lines[1]).toMatchObject({ kind: 'service', amount: clp(3_000) });
    expect(shown.lines[2]).toEqual({ kind: 'vat', percent: 19, amount: clp(570) });
    expect(30_000 + 3_000 + 570).toBe(shown.total.amount);
  });

  it('shows the quote in the currency asked for, with the rate given', () => {
    const shown = quoteDisplay(stayQuoteFixture(), { currency: 'USD', rate: 0.00105 });
    expect(shown.total).toEqual(usd(19_974));
    expect(shown.charged).toEqual(clp(190_230));
  });
});

describe('shownIn', () => {
  it('uses the quote rate in its own currency, today’s rates in another, 1 in CLP', () => {
    const quote = stayQuoteFixture({ display: { currency: 'USD', rate: 0.001, ratesAt: null } });
    expect(shownIn(quote, 'USD', {})).toEqual({ currency: 'USD', rate: 0.001 });
    expect(shownIn(quote, 'EUR', { CLP_EUR: 0.002 })).toEqual({ currency: 'EUR', rate: 0.002 });
    expect(shownIn(quote, 'CLP', {})).toEqual({ currency: 'CLP', rate: 1 });
  });
});
