import { describe, expect, it } from 'vitest';
import { hourlyQuote } from '@/features/checkout/test/booking-fixture';
import { stayQuoteFixture, USD_DISPLAY } from '@/features/listings/test/quote-fixture';
import { quoteDisplay, shownIn } from './quote-lines';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
const usd = (cents: number) => ({ amount: cents, currency: 'USD' as const });

describe('quoteDisplay', () => {
  it('shows the CLP lines as they are, VAT separate, and no charged-in note', () => {
    const shown = quoteDisplay(stayQuoteFixture(), false);
    expect(shown.lines).toEqual([
      { kind: 'units', unitPrice: clp(50_000), units: 3, unit: 'day', amount: clp(150_000) },
      { kind: 'fee', name: 'Cleaning', amount: clp(20_000) },
      { kind: 'service', percent: 10, amount: clp(17_000) },
      { kind: 'vat', percent: 19, amount: clp(35_530), included: false },
    ]);
    expect(shown.total).toEqual(clp(222_530));
    expect(shown.charged).toBeNull();
  });

  it('with the tax toggle, lines include VAT (rounded half up), the VAT line is marked included, the total stays', () => {
    const shown = quoteDisplay(
      stayQuoteFixture({ unitPrice: clp(50_050), subtotal: clp(150_150) }),
      true,
    );
    expect(shown.lines.map((l) => l.kind)).toEqual(['units', 'fee', 'service', 'vat']);
    expect(shown.lines[3]).toEqual({
      kind: 'vat',
      percent: 19,
      amount: clp(35_530),
      included: true,
    });
    // 50.050 × 1,19 = 59.559,5: a half, rounded up.
    expect(shown.lines[0]).toMatchObject({ unitPrice: clp(59_560), amount: clp(178_679) });
    expect(shown.lines[1]?.amount).toEqual(clp(23_800));
    expect(shown.lines[2]?.amount).toEqual(clp(20_230));
    expect(shown.total).toEqual(clp(222_530));
  });

  it('converts every line with the quote’s rate to cents and names the CLP charge', () => {
    const shown = quoteDisplay(stayQuoteFixture({ display: USD_DISPLAY }), false);
    expect(shown.lines.map((l) => l.amount)).toEqual([
      usd(15_750),
      usd(2_100),
      usd(1_785),
      usd(3_731),
    ]);
    expect(shown.lines[0]).toMatchObject({ unitPrice: usd(5_250) });
    expect(shown.total).toEqual(usd(23_366));
    expect(shown.charged).toEqual(clp(222_530));
  });

  it('converts VAT-inclusive lines in another currency', () => {
    const shown = quoteDisplay(stayQuoteFixture({ display: USD_DISPLAY }), true);
    // 150.000 × 1,19 × 0,00105 = 187,425 → $187.43.
    expect(shown.lines.map((l) => l.amount)).toEqual([
      usd(18_743),
      usd(2_499),
      usd(2_124),
      usd(3_731),
    ]);
    expect(shown.total).toEqual(usd(23_366));
  });

  it('an hourly quote with tax: the taxed lines add up to the total', () => {
    const shown = quoteDisplay(hourlyQuote, true);
    expect(shown.lines[0]).toMatchObject({
      unitPrice: clp(17_850),
      amount: clp(35_700),
      unit: 'hour',
    });
    expect(shown.lines[1]).toMatchObject({ kind: 'service', amount: clp(3_570) });
    expect(shown.lines[2]).toEqual({
      kind: 'vat',
      percent: 19,
      amount: clp(6_270),
      included: true,
    });
    expect(35_700 + 3_570).toBe(shown.total.amount);
  });

  it('shows the quote in the currency asked for, with the rate given', () => {
    const shown = quoteDisplay(stayQuoteFixture(), false, { currency: 'USD', rate: 0.00105 });
    expect(shown.total).toEqual(usd(23_366));
    expect(shown.charged).toEqual(clp(222_530));
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
