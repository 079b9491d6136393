import { FALLBACK_RATES, lookupRate } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { allPairs, currentRates, ratesFromUsdMids } from './rates.js';

const mids = { CLP: 950, EUR: 0.92, GBP: 0.78 };

describe('ratesFromUsdMids', () => {
  it('answers all 12 pairs from the three USD mids', () => {
    const rates = ratesFromUsdMids(mids);
    expect(Object.keys(rates).sort()).toEqual(allPairs().sort());
    expect(allPairs()).toHaveLength(12);
    expect(rates.USD_CLP).toBe(950);
    expect(rates.CLP_USD).toBe(1 / 950);
    expect(rates.USD_EUR).toBe(0.92);
    expect(rates.EUR_USD).toBe(1 / 0.92);
    expect(rates.EUR_CLP).toBeCloseTo(950 / 0.92, 9);
    expect(rates.CLP_GBP).toBeCloseTo(0.78 / 950, 12);
    expect(rates.GBP_EUR).toBeCloseTo(0.92 / 0.78, 12);
  });

  it('agrees with the lookup order deriving through USD', () => {
    const rates = ratesFromUsdMids(mids);
    expect(lookupRate('EUR', 'GBP', rates)).toBeCloseTo(0.78 / 0.92, 12);
    expect(lookupRate('CLP', 'CLP', rates)).toBe(1);
  });

  it('refuses a zero, negative or non-finite mid', () => {
    expect(() => ratesFromUsdMids({ ...mids, EUR: 0 })).toThrow(RangeError);
    expect(() => ratesFromUsdMids({ ...mids, GBP: -1 })).toThrow(RangeError);
    expect(() => ratesFromUsdMids({ ...mids, CLP: Number.NaN })).toThrow(RangeError);
  });
});

describe('currentRates', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const day = 24 * 3_600_000;

  it('is the fallback table while nothing was fetched', () => {
    expect(currentRates(null, now, day)).toEqual({
      rates: FALLBACK_RATES,
      fetchedAt: null,
      source: 'fallback',
    });
  });

  it('keeps live rates until they are older than the maximum age', () => {
    const rates = ratesFromUsdMids(mids);
    const fresh = currentRates({ rates, fetchedAt: new Date(now.getTime() - day) }, now, day);
    expect(fresh).toEqual({ rates, fetchedAt: '2026-11-30T12:00:00.000Z', source: 'live' });
    const stale = currentRates({ rates, fetchedAt: new Date(now.getTime() - day - 1) }, now, day);
    expect(stale.source).toBe('fallback');
  });

  it('does not answer a partial table as live', () => {
    const { USD_CLP: _dropped, ...partial } = ratesFromUsdMids(mids);
    expect(currentRates({ rates: partial, fetchedAt: now }, now, day).source).toBe('fallback');
  });
});
