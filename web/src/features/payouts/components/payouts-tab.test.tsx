import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { PaymentsPage, PaymentsPageError } from '@/features/payments/components/payments-page';
import { FAILED_PAYOUT_ID, PAYOUT_ID, fakeLedger, fakeLine } from '../test-support';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

/** A host with a paid payout, a failed one whose lines came back, a refund and a claim. */
const busyLedger = fakeLedger({
  totals: { upcoming: 100000, ready: 36000, scheduled: 0, paid: 84500 },
  lines: [
    fakeLine(),
    fakeLine({
      id: '88888888-8888-4888-8888-888888888881',
      kind: 'claim',
      amount: 15000,
      note: 'Broken lamp, paid by the guest',
      releaseAt: '2026-02-20T10:00:00.000Z',
    }),
    fakeLine({
      id: '88888888-8888-4888-8888-888888888882',
      kind: 'refund',
      listingTitle: null,
      amount: -24000,
      releaseAt: '2026-02-18T10:00:00.000Z',
    }),
    fakeLine({
      id: '88888888-8888-4888-8888-888888888883',
      amount: 45000,
      releaseAt: '2026-02-10T10:00:00.000Z',
      failureReason: 'Cuenta cerrada',
    }),
    fakeLine({
      id: '88888888-8888-4888-8888-888888888884',
      amount: 84500,
      status: 'paid',
      payoutId: PAYOUT_ID,
      releaseAt: '2026-01-10T10:00:00.000Z',
    }),
  ],
  payouts: [
    {
      id: FAILED_PAYOUT_ID,
      reference: 'ARR-2026-0002',
      method: 'bank_transfer',
      status: 'failed',
      amount: 45000,
      lineCount: 1,
      failureReason: 'Cuenta cerrada',
      createdAt: '2026-02-11T10:00:00.000Z',
      decidedAt: '2026-02-12T10:00:00.000Z',
    },
    {
      id: PAYOUT_ID,
      reference: 'ARR-2026-0001',
      method: 'bank_transfer',
      status: 'paid',
      amount: 84500,
      lineCount: 1,
      failureReason: null,
      createdAt: '2026-01-11T10:00:00.000Z',
      decidedAt: '2026-01-12T10:00:00.000Z',
    },
  ],
});

/** Both tabs' answers; the ledger's may be replaced. */
function stubBoth(ledger: Parameters<typeof stubApi>[0][string] = { body: busyLedger }) {
  return stubApi({
    'GET /payments': { body: { items: [], nextCursor: null } },
    'GET /payouts/ledger': ledger,
  });
}

async function openPayouts() {
  const view = renderInRouter(<PaymentsPage />, {
    user: fakeUser(),
    errorComponent: PaymentsPageError,
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
  await waitFor(() => expect(view.router.state.location.search).toEqual({ tab: 'payouts' }));
  return view;
}

const total = (name: string) => screen.getByRole('listitem', { name });

describe('the Payouts tab of /payments', () => {
  it('is a tab in the address next to the payments', async () => {
    stubBoth();
    const view = renderInRouter(<PaymentsPage />, { user: fakeUser() });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Payments' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(await screen.findByRole('listitem', { name: 'Upcoming' })).toBeTruthy();
    expect(view.router.state.location.href).toBe('/?tab=payouts');
    expect(screen.getByRole('tab', { name: 'Payouts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the four totals in CLP, the payouts with a failure’s reason and every line', async () => {
    stubBoth();
    await openPayouts();

    const upcomingTotal = await screen.findByRole('listitem', { name: 'Upcoming' });
    expect(within(upcomingTotal).getByText('CLP$100,000')).toBeTruthy();
    expect(within(total('Ready')).getByText('CLP$36,000')).toBeTruthy();
    expect(within(total('Scheduled')).getByText('CLP$0')).toBeTruthy();
    expect(within(total('Paid')).getByText('CLP$84,500')).toBeTruthy();
    expect(screen.queryByTestId('payout-method-missing')).toBeNull();

    // The desktop table (the phone's cards carry the same).
    const [failed, paid] = screen.getAllByTestId('payout-row') as [HTMLElement, HTMLElement];
    expect(within(failed).getByTestId('payout-status').textContent).toBe('Failed');
    expect(within(failed).getByText('Failed: Cuenta cerrada')).toBeTruthy();
    expect(within(failed).getByText('ARR-2026-0002')).toBeTruthy();
    expect(within(failed).getByText('Bank transfer')).toBeTruthy();
    expect(within(paid).getByTestId('payout-status').textContent).toBe('Paid');
    expect(within(paid).getByText('CLP$84,500')).toBeTruthy();
    expect(screen.getAllByTestId('payout-card')).toHaveLength(2);

    const rows = screen.getAllByTestId('line-row');
    expect(rows).toHaveLength(5);
    const [upcoming, claim, refund, bounced, settled] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(upcoming).getByText('Casa en Pucón')).toBeTruthy();
    expect(within(upcoming).getByText('Booking')).toBeTruthy();
    expect(within(upcoming).getByText(/^Available 1[34] Mar 2099$/)).toBeTruthy();
    expect(within(upcoming).getByTestId('line-status').textContent).toBe('Pending');
    expect(
      within(upcoming).getByRole('link', { name: 'View booking' }).getAttribute('href'),
    ).toMatch(/^\/bookings\/11111111-/);
    expect(within(claim).getByText('Claim')).toBeTruthy();
    expect(within(claim).getByText('Broken lamp, paid by the guest')).toBeTruthy();
    expect(within(claim).getByText(/^Released on 20 Feb 2026$/)).toBeTruthy();
    expect(within(refund).getByText('Refund')).toBeTruthy();
    expect(within(refund).getByText('−CLP$24,000')).toBeTruthy();
    expect(within(refund).getByText('Listing without a title')).toBeTruthy();
    expect(within(bounced).getByRole('note').textContent).toContain(
      'The transfer failed: Cuenta cerrada.',
    );
    expect(
      within(bounced).getByRole('link', { name: 'Update payout details' }).getAttribute('href'),
    ).toBe('/payment-setup');
    expect(within(settled).getByTestId('line-status').textContent).toBe('Paid');
  });

  it('asks a host without payout details to add them', async () => {
    stubBoth({
      body: fakeLedger({
        method: null,
        totals: { upcoming: 0, ready: 45000, scheduled: 0, paid: 0 },
      }),
    });
    await openPayouts();

    const banner = await screen.findByRole('region', {
      name: 'Add your payout details to get paid',
    });
    expect(
      within(banner).getByRole('link', { name: 'Add payout details' }).getAttribute('href'),
    ).toBe('/payment-setup');
    expect(within(total('Ready')).getByText('Waiting for your payout details')).toBeTruthy();
    expect(screen.getAllByText('No payouts yet.').length).toBeGreaterThan(0);
  });

  it('says when the ledger cannot be read, and reads it again on Try again', async () => {
    let fail = true;
    stubBoth(() =>
      fail
        ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } }
        : { body: busyLedger },
    );
    await openPayouts();

    expect(await screen.findByText("We couldn't load your payouts")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Upcoming' })).toBeTruthy();
  });
});
