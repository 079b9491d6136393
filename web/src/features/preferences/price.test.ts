// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertMoney, displayPrice } from './price';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

describe('price conversion', () => {
  it('keeps CLP prices in whole pesos', () => {
    expect(convertMoney(clp(45_000), 'CLP')).toEqual({ amount: 45_000, currency: 'CLP' });
  });

  it('converts with the fallback table and rounds to the target minor unit', () => {
    // 45 000 × 0.00105 = 47.25 USD → 4725 cents
    expect(convertMoney(clp(45_000), 'USD')).toEqual({ amount: 4725, currency: 'USD' });
    // 45 000 × 0.00097 = 43.65 EUR
    expect(convertMoney(clp(45_000), 'EUR')).toEqual({ amount: 4365, currency: 'EUR' });
    // 12 345 × 0.00082 = 10.1229 GBP → 10.12
    expect(convertMoney(clp(12_345), 'GBP')).toEqual({ amount: 1012, currency: 'GBP' });
  });

  it('prefers stored rates over the fallback table', () => {
    expect(convertMoney(clp(45_000), 'USD', { CLP_USD: 0.001 })).toEqual({
      amount: 4500,
      currency: 'USD',
    });
  });

  it('with the tax toggle, adds the service fee and IVA on that fee only, then converts', () => {
    const fees = { serviceFeePercent: 10, vatPercent: 19 };
    // 45 000 + fee 4 500 + IVA 19% of 4 500 (855) = 50 355, not 45 000 × 1.19 = 53 550
    expect(convertMoney(clp(45_000), 'CLP', {}, { guestFees: fees }).amount).toBe(50_355);
    // 50 355 × 0.00105 = 52.87275 → 52.87
    expect(convertMoney(clp(45_000), 'USD', {}, { guestFees: fees }).amount).toBe(5287);
    // the admin's fee, not a constant: 12% → 45 000 + 5 400 + 1 026
    const twelve = { serviceFeePercent: 12, vatPercent: 19 };
    expect(convertMoney(clp(45_000), 'CLP', {}, { guestFees: twelve }).amount).toBe(51_426);
  });

  it('formats for the locale with the currency symbol and its decimals', () => {
    const opts = { rates: {}, guestFees: null };
    expect(displayPrice(clp(45_000), 'en-US', { ...opts, currency: 'CLP' })).toBe('CLP$45,000');
    expect(displayPrice(clp(45_000), 'es-CL', { ...opts, currency: 'CLP' })).toBe('CLP$45.000');
    expect(displayPrice(clp(45_000), 'en-US', { ...opts, currency: 'USD' })).toBe('$47.25');
    expect(displayPrice(clp(45_000), 'es-CL', { ...opts, currency: 'EUR' })).toBe('€43,65');
  });
});
