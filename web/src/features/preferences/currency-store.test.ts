import { describe, expect, it } from 'vitest';
import { currencyStore } from './currency-store';
import { setCurrency } from './set-currency';

describe('currency store', () => {
  it('defaults to CLP with no stored rates', () => {
    currencyStore.rehydrate();
    expect(currencyStore.get()).toEqual({ currency: 'CLP', rates: {}, ratesTimestamp: null });
  });

  it('persists all three fields under currency-store', () => {
    currencyStore.rehydrate();
    setCurrency('EUR');
    expect(JSON.parse(localStorage.getItem('currency-store') ?? 'null')).toEqual({
      currency: 'EUR',
      rates: {},
      ratesTimestamp: null,
    });
  });

  it('reads a stored choice and ignores a corrupt one', () => {
    localStorage.setItem(
      'currency-store',
      JSON.stringify({ currency: 'GBP', rates: { USD_CLP: 940 }, ratesTimestamp: 1 }),
    );
    currencyStore.rehydrate();
    expect(currencyStore.get()).toEqual({
      currency: 'GBP',
      rates: { USD_CLP: 940 },
      ratesTimestamp: 1,
    });

    localStorage.setItem('currency-store', '{not json');
    currencyStore.rehydrate();
    expect(currencyStore.get().currency).toBe('CLP');
  });
});
