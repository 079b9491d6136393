import { describe, expect, it } from 'vitest';
import { Currency } from '@arrendo/contracts/web';
import { currencyLabel } from './currency-label';

describe('currencyLabel', () => {
  it('names each currency once: its sign and its code', () => {
    expect(currencyLabel('CLP')).toBe('$ CLP');
    expect(currencyLabel('USD')).toBe('$ USD');
    expect(currencyLabel('EUR')).toBe('€ EUR');
    expect(currencyLabel('GBP')).toBe('£ GBP');
    for (const code of Currency.options) {
      expect(currencyLabel(code).split(code)).toHaveLength(2);
    }
  });
});
