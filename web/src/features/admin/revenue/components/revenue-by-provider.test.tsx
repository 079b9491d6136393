import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutBatchList, RevenueSummary } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { RevenuePage } from './revenue-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const stripe = { platformFees: 10000, vatCollected: 1900, grossCharged: 111900, refunded: 0 };
const payku = { platformFees: 5000, vatCollected: 950, grossCharged: 55950, refunded: 27975 };

const REVENUE: RevenueSummary = {
  currency: 'CLP',
  platformFees: 15000,
  vatCollected: 2850,
  grossCharged: 167850,
  refunded: 27975,
  payments: 2,
  byMonth: [
    {
      month: '2026-03',
      platformFees: 15000,
      vatCollected: 2850,
      grossCharged: 167850,
      refunded: 27975,
      payoutsPaid: 80000,
      byProvider: [
        { provider: 'stripe', ...stripe },
        { provider: 'payku', ...payku },
      ],
    },
  ],
  byProvider: [
    { provider: 'stripe', ...stripe },
    { provider: 'payku', ...payku },
  ],
  payouts: { upcoming: 30000, ready: 12000, scheduled: 70000, paid: 130000 },
};

const NO_BATCHES: PayoutBatchList = { batches: [], stripeFailures: [] };

function renderPage(revenue: RevenueSummary) {
  stubApi({
    'GET /admin/revenue': { body: revenue },
    'GET /admin/payouts': { body: NO_BATCHES },
  });
  return renderInRouter(<RevenuePage />, { user: fakeUser() });
}

describe('/admin/revenue by provider', () => {
  it('shows each provider all time and under its month, the payouts owed and paid', async () => {
    renderPage(REVENUE);
    const providers = await screen.findByRole('region', { name: 'Revenue by provider' });
    const payku = within(providers).getByRole('row', { name: /^Payku/ });
    expect(within(payku).getByText('CLP$55,950')).toBeTruthy();
    expect(within(payku).getByText('CLP$27,975')).toBeTruthy();
    expect(within(payku).getByText('CLP$5,000')).toBeTruthy();
    expect(within(payku).getByText('CLP$950')).toBeTruthy();

    const months = screen.getByRole('table', { name: 'Revenue by month' });
    expect(within(months).getByRole('rowheader', { name: 'March 2026, Stripe' })).toBeTruthy();
    const march = within(months).getByRole('row', { name: /^March 2026 CLP/ });
    expect(within(march).getByText('CLP$2,850')).toBeTruthy();
    expect(within(march).getByText('CLP$80,000')).toBeTruthy();

    const payouts = screen.getByRole('region', { name: 'Host payouts' });
    const owed = within(payouts).getByRole('listitem', { name: 'Owed to hosts' });
    expect(within(owed).getByText('CLP$112,000')).toBeTruthy();
    const paid = within(payouts).getByRole('listitem', { name: 'Paid to hosts' });
    expect(within(paid).getByText('CLP$130,000')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/revenue/export?months=12',
    );
  });

  it('leaves out what an older payment service does not send', async () => {
    renderPage({
      currency: 'CLP',
      platformFees: 1000,
      vatCollected: 190,
      grossCharged: 11190,
      refunded: 0,
      payments: 1,
      byMonth: [{ month: '2026-03', platformFees: 1000, grossCharged: 11190, refunded: 0 }],
    });
    await screen.findByRole('table', { name: 'Revenue by month' });
    expect(screen.queryByRole('region', { name: 'Revenue by provider' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Host payouts' })).toBeNull();
  });
});
