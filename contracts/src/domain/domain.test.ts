import { describe, expect, it } from 'vitest';
import { lookupRate } from './rates.js';
import { refundPercent } from './refund-policies.js';
import { CATEGORY_TREE, SUBCATEGORIES, parentOf } from './categories.js';
import { AMENITY_IDS } from './amenities.js';

describe('exchange rate lookup (spec §9 order)', () => {
  it('same currency is 1', () => expect(lookupRate('CLP', 'CLP')).toBe(1));
  it('prefers the stored pair', () => expect(lookupRate('USD', 'CLP', { USD_CLP: 900 })).toBe(900));
  it('goes via USD in the stored rates', () =>
    expect(lookupRate('EUR', 'CLP', { EUR_USD: 1.1, USD_CLP: 900 })).toBeCloseTo(990));
  it('falls back to the static table', () => expect(lookupRate('GBP', 'CLP')).toBe(1216));
});

describe('refund policies', () => {
  it.each([
    ['flexible', 7, 100],
    ['flexible', 6, 50],
    ['flexible', 0, 0],
    ['moderate', 14, 100],
    ['moderate', 7, 50],
    ['moderate', 6, 0],
    ['strict', 30, 100],
    ['strict', 14, 25],
    ['strict', 13, 0],
  ] as const)('%s %i days before → %i%%', (policy, days, percent) => {
    expect(refundPercent(policy, days)).toBe(percent);
  });
});

describe('catalogue constants', () => {
  it('has every subcategory once with its parent', () => {
    const ids = SUBCATEGORIES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(Object.values(CATEGORY_TREE).flat().length);
    expect(parentOf('padel')).toBe('wellness');
  });
  it('has 38 amenities in five groups', () => expect(AMENITY_IDS).toHaveLength(38));
});
