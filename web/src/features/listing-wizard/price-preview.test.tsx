import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { currencyStore } from '@/features/preferences/currency-store';
import { PricePreviewCard } from './components/price-preview-card';
import { pricePreview } from './price-preview';

const { instance: i18n, ready } = createI18n();
beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

describe('pricePreview', () => {
  it('adds the fees to the price and the 10% service fee on top for guests', () => {
    expect(pricePreview(50_000, [{ amount: 10_000 }, { amount: 5_000 }])).toEqual({
      hostEarns: 65_000,
      serviceFee: 6_500,
      guestPays: 71_500,
    });
  });

  it('rounds the fee to whole pesos and treats an empty price as 0', () => {
    expect(pricePreview(12_345, [])).toEqual({
      hostEarns: 12_345,
      serviceFee: 1_235,
      guestPays: 13_580,
    });
    expect(pricePreview(null, [{ amount: Number.NaN }])).toEqual({
      hostEarns: 0,
      serviceFee: 0,
      guestPays: 0,
    });
  });
});

describe('PricePreviewCard', () => {
  it('shows CLP and the visitor’s currency', () => {
    const state = currencyStore.get();
    currencyStore.set({ ...state, currency: 'USD', rates: { CLP_USD: 0.001 } });
    render(
      <I18nextProvider i18n={i18n}>
        <PricePreviewCard price={50_000} fees={[{ amount: 10_000 }]} unit="day" />
      </I18nextProvider>,
    );
    expect(screen.getByText(/For one day/)).toBeTruthy();
    expect(screen.getByTestId('guests-pay').textContent).toMatch(/66[.,]000/);
    expect(screen.getByTestId('you-earn').textContent).toMatch(/60[.,]000/);
    expect(screen.getByTestId('guests-pay-converted').textContent).toContain('$66.00');
    currencyStore.set(state);
  });
});
