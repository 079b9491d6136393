// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPriceLabel } from './price-label';

describe('price labels per currency', () => {
  it('reads slider units as thousands of pesos in CLP', () => {
    expect(formatPriceLabel(50, 'CLP', 'es-CL')).toBe('CLP$50.000');
    expect(formatPriceLabel(1000, 'CLP', 'es-CL')).toBe('CLP$1.000.000');
    expect(formatPriceLabel(50, 'CLP', 'en-US')).toBe('CLP$50,000');
  });

  it('reads whole units in USD, EUR and GBP', () => {
    expect(formatPriceLabel(50, 'USD', 'en-US')).toBe('US$50');
    expect(formatPriceLabel(1000, 'USD', 'es-CL')).toBe('US$1.000');
    expect(formatPriceLabel(120, 'EUR', 'en-US')).toBe('€120');
    expect(formatPriceLabel(120, 'GBP', 'en-US')).toBe('£120');
  });

  it('marks the slider top as "and above"', () => {
    expect(formatPriceLabel(2000, 'CLP', 'es-CL')).toBe('CLP$2.000.000+');
    expect(formatPriceLabel(2000, 'USD', 'en-US')).toBe('US$2,000+');
    expect(formatPriceLabel(1990, 'USD', 'en-US')).toBe('US$1,990');
  });
});
