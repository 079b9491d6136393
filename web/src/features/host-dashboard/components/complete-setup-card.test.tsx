import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { payoutSetupKeys } from '@/features/payout-setup/api';
import { apiError, fakeConfirmedSetup, fakeSetup } from '@/features/payout-setup/test-support';
import { fakeDashboard, fakeListing } from '../test-support';
import { CompleteSetupCard } from './complete-setup-card';
import { HostDashboardPage } from './host-dashboard-page';

// Recharts measures its box; jsdom has no ResizeObserver.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  await i18nReady('en');
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 3, 15, 10, 0));
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.useRealTimers();
});

const card = () => screen.queryByRole('region', { name: 'Complete Your Setup' });

function renderCard(layout: 'card' | 'banner' = 'card') {
  return renderInRouter(<CompleteSetupCard layout={layout} />, { user: fakeUser() });
}

/** Waits until the set-up query settled, so "nothing shows" is not "nothing yet". */
async function settled(client: ReturnType<typeof renderCard>['client']) {
  await waitFor(() =>
    expect(['success', 'error']).toContain(client.getQueryState(payoutSetupKeys.all)?.status),
  );
}

/** A phone's screen width for `useIsMobile` (the test setup's matchMedia matches nothing). */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('CompleteSetupCard', () => {
  it('sends a host whose payouts are not set up to the payout details', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeSetup() } });
    renderCard();

    const shown = await screen.findByRole('region', { name: 'Complete Your Setup' });
    expect(within(shown).getByText('Add your bank details to get paid')).toBeTruthy();
    const link = within(shown).getByRole('link', { name: 'Add bank details' });
    expect(link.getAttribute('href')).toBe('/payment-setup');
  });

  it('shows nothing once payouts can reach the host', async () => {
    stubApi({ 'GET /payouts/setup': { body: fakeConfirmedSetup() } });
    const { client } = renderCard('banner');
    await settled(client);
    expect(card()).toBeNull();
  });

  it('shows nothing when the set-up cannot be read', async () => {
    stubApi({ 'GET /payouts/setup': { status: 404, body: apiError('NOT_FOUND', 'Not found') } });
    const { client } = renderCard();
    await settled(client);
    expect(card()).toBeNull();
  });

  it('is on the dashboard of both layouts, above the figures on a phone', async () => {
    stubApi({
      'GET /host/dashboard': { body: fakeDashboard() },
      'GET /host/listings': { body: { items: [fakeListing()] } },
      'GET /payouts/setup': { body: fakeSetup() },
    });
    const wide = renderInRouter(<HostDashboardPage />, { user: fakeUser() });
    const banner = await screen.findByRole('region', { name: 'Complete Your Setup' });
    const calendar = screen.getByRole('table', { name: /Booking Calendar/ });
    expect(
      banner.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    wide.unmount();

    onPhone();
    renderInRouter(<HostDashboardPage />, { user: fakeUser() });
    const shown = await screen.findByRole('region', { name: 'Complete Your Setup' });
    const revenue = screen.getByRole('listitem', { name: 'Monthly Revenue' });
    expect(shown.compareDocumentPosition(revenue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
