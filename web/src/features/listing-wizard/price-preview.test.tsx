import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, loadSignedInNamespaces } from '@/i18n';
import { currencyStore } from '@/features/preferences/currency-store';
import { PricePreviewCard } from './components/price-preview-card';
import { pricePreview } from './price-preview';

const { instance: i18n, ready } = createI18n();
beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
  await loadSignedInNamespaces(i18n);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const TEN = { serviceFeePercent: 10, vatPercent: 19 };

describe('pricePreview', () => {
  it('adds the fees to the price, the service fee and IVA on that fee only for guests', () => {
    // base 65.000; fee 6.500; IVA 19% of 6.500 = 1.235 (not 19% of 71.500)
    expect(pricePreview(50_000, [{ amount: 10_000 }, { amount: 5_000 }], TEN)).toEqual({
      hostEarns: 65_000,
      serviceFee: 6_500,
      vat: 1_235,
      guestPays: 72_735,
    });
  });

  it('rounds half up to whole pesos and treats an empty price as 0', () => {
    // fee 1.234,5 → 1.235; IVA 234,65 → 235
    expect(pricePreview(12_345, [], TEN)).toEqual({
      hostEarns: 12_345,
      serviceFee: 1_235,
      vat: 235,
      guestPays: 13_815,
    });
    expect(pricePreview(null, [{ amount: Number.NaN }], TEN)).toEqual({
      hostEarns: 0,
      serviceFee: 0,
      vat: 0,
      guestPays: 0,
    });
  });

  it('follows the admin fee', () => {
    expect(pricePreview(70_000, [], { serviceFeePercent: 7.5, vatPercent: 19 })).toMatchObject({
      serviceFee: 5_250,
      vat: 998, // 997,5 → 998
      guestPays: 76_248,
    });
  });
});

function renderCard(fees: { status: number; body: unknown }) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return path === '/api/fees'
      ? new Response(JSON.stringify(fees.body), {
          status: fees.status,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response('{}', { status: 404 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PricePreviewCard price={50_000} fees={[{ amount: 10_000 }]} unit="day" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('PricePreviewCard', () => {
  it('shows CLP and the visitor’s currency with the admin’s fee and its IVA', async () => {
    const state = currencyStore.get();
    currencyStore.set({ ...state, currency: 'USD', rates: { CLP_USD: 0.001 } });
    renderCard({ status: 200, body: { serviceFeePercent: 10, vatPercent: 19 } });
    expect(screen.getByText(/For one day/)).toBeTruthy();
    // 60.000 + 6.000 + IVA 1.140
    expect((await screen.findByTestId('guests-pay')).textContent).toMatch(/67[.,]140/);
    expect(screen.getByTestId('you-earn').textContent).toMatch(/60[.,]000/);
    expect(screen.getByTestId('guests-pay-converted').textContent).toContain('$67.14');
    expect(screen.getByTestId('preview-fee-note').textContent).toBe(
      "Guests pay your price plus Arrendo's 10% service fee and IVA (19%) on that fee; you earn your price whole.",
    );
    currencyStore.set(state);
  });

  it('shows no made-up figure when the fee cannot be read', async () => {
    renderCard({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't load the service fee",
    );
    expect(screen.queryByTestId('guests-pay')).toBeNull();
  });
});
