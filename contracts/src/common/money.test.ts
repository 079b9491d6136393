import { describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENT, formatMoney, fromMajorUnits, money, toMajorUnits } from './money.js';

describe('money', () => {
  it('uses each currency exponent: CLP has no minor unit', () => {
    expect(CURRENCY_EXPONENT).toEqual({ CLP: 0, USD: 2, EUR: 2, GBP: 2 });
    expect(fromMajorUnits(45000, 'CLP')).toEqual({ amount: 45000, currency: 'CLP' });
    expect(fromMajorUnits(48.5, 'USD')).toEqual({ amount: 4850, currency: 'USD' });
    expect(toMajorUnits({ amount: 4850, currency: 'USD' })).toBe(48.5);
  });

  it('rounds half away from zero to the minor unit', () => {
    expect(fromMajorUnits(0.125, 'EUR').amount).toBe(13);
    expect(fromMajorUnits(1234.5, 'CLP').amount).toBe(1235);
    expect(fromMajorUnits(-0.125, 'EUR').amount).toBe(-13);
  });

  it('refuses fractional minor units', () => {
    expect(() => money(10.5, 'CLP')).toThrow();
  });

  it('formats for people', () => {
    expect(formatMoney({ amount: 45000, currency: 'CLP' }, 'es-CL')).toBe('CLP$45.000');
    expect(formatMoney({ amount: 4850, currency: 'USD' }, 'en-US')).toBe('$48.50');
    expect(formatMoney({ amount: 4850, currency: 'USD' }, 'en-US', { decimals: false })).toBe(
      '$49',
    );
  });
});
