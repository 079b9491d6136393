import type { Quote } from '@arrendo/contracts/web';
import { propertyFixture } from './property-fixture';

/**
 * Three nights at CLP$50.000 with a CLP$20.000 cleaning fee (decision 0029's arithmetic):
 * base 170.000, service fee 10% = 17.000, IVA 19% of that fee = 3.230, total 190.230.
 */
export function stayQuoteFixture(overrides: Partial<Quote> = {}): Quote {
  return {
    propertyId: propertyFixture().id,
    kind: 'stay',
    unit: 'day',
    units: 3,
    unitPrice: { amount: 50_000, currency: 'CLP' },
    subtotal: { amount: 150_000, currency: 'CLP' },
    extraFees: [{ name: 'Cleaning', amount: { amount: 20_000, currency: 'CLP' } }],
    base: { amount: 170_000, currency: 'CLP' },
    serviceFeePercent: 10,
    serviceFee: { amount: 17_000, currency: 'CLP' },
    vatPercent: 19,
    vat: { amount: 3_230, currency: 'CLP' },
    total: { amount: 190_230, currency: 'CLP' },
    display: { currency: 'CLP', rate: 1, ratesAt: null },
    ...overrides,
  };
}

/** Two hours at CLP$15.000, no extra fees: base 30.000, fee 3.000, IVA on the fee 570, total 39.270. */
export function hourlyQuoteFixture(overrides: Partial<Quote> = {}): Quote {
  return stayQuoteFixture({
    kind: 'hourly',
    unit: 'hour',
    units: 2,
    unitPrice: { amount: 15_000, currency: 'CLP' },
    subtotal: { amount: 30_000, currency: 'CLP' },
    extraFees: [],
    base: { amount: 30_000, currency: 'CLP' },
    serviceFee: { amount: 3_000, currency: 'CLP' },
    vat: { amount: 570, currency: 'CLP' },
    total: { amount: 33_570, currency: 'CLP' },
    ...overrides,
  });
}

/** 1 CLP = 0.00105 USD (about CLP$952 a dollar). */
export const USD_DISPLAY = {
  currency: 'USD',
  rate: 0.00105,
  ratesAt: '2026-03-01T12:00:00.000Z',
} as const;
