import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  RevenueSummary,
  AdminPayout,
  PayoutBatch,
  PayoutBatchList,
} from '@arrendo/contracts/web';
import {
  fakeUser,
  i18nReady,
  renderInRouter,
  stubApi,
  type ApiCall,
} from '@/test/render-in-router';
import { RevenuePage } from './revenue-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

const BATCH_ID = '99999999-9999-4999-8999-999999999999';
const PAYOUT_ID = '55555555-5555-4555-8555-555555555555';
const BOOKING_ID = '11111111-1111-4111-8111-111111111111';

const REVENUE: RevenueSummary = {
  currency: 'CLP',
  platformFees: 25000,
  vatCollected: 4750,
  grossCharged: 279750,
  refunded: 0,
  payments: 2,
  byMonth: [{ month: '2026-03', platformFees: 25000, grossCharged: 279750, refunded: 0 }],
};

function fakePayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: PAYOUT_ID,
    reference: 'ARR-2026-0001',
    method: 'bank_transfer',
    status: 'scheduled',
    amount: 250000,
    lineCount: 2,
    failureReason: null,
    createdAt: '2026-03-14T10:00:00.000Z',
    decidedAt: null,
    hostId: '00000000-0000-4000-8000-000000000002',
    batchId: BATCH_ID,
    holderName: 'Hugo Pérez',
    rutMasked: '•••.678-5',
    bankCode: '012',
    accountType: 'vista',
    numberLast4: '5678',
    decidedBy: null,
    ...overrides,
  };
}

const SUMMARY = {
  id: BATCH_ID,
  createdAt: '2026-03-14T10:00:00.000Z',
  count: 1,
  total: 250000,
  scheduled: 1,
  paid: 0,
  failed: 0,
};

const LIST: PayoutBatchList = { batches: [SUMMARY], stripeFailures: [] };
const BATCH: PayoutBatch = { ...SUMMARY, payouts: [fakePayout()] };

type Routes = Parameters<typeof stubApi>[0];

function renderPage(routes: Routes = {}) {
  const calls = stubApi({
    'GET /admin/revenue': { body: REVENUE },
    'GET /admin/payouts': { body: LIST },
    [`GET /admin/payouts/batches/${BATCH_ID}`]: { body: BATCH },
    ...routes,
  });
  const view = renderInRouter(<RevenuePage />, { user: fakeUser() });
  return { ...view, calls };
}

const reads = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path).length;

async function openBatch() {
  await userEvent.click(
    await screen.findByRole('button', { name: /^View the payouts of the batch/ }),
  );
  return screen.findByTestId('admin-payout-row');
}

describe('/admin/revenue', () => {
  it('shows the platform revenue, the batches and, for an opened batch, its payouts', async () => {
    const { router } = renderPage();
    const fees = await screen.findByRole('listitem', { name: 'Platform fees' });
    expect(within(fees).getByText('CLP$25,000')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /March 2026/i })).toBeTruthy();

    const row = await openBatch();
    expect(router.state.location.search).toEqual({ batch: BATCH_ID });
    expect(within(row).getByText('Hugo Pérez')).toBeTruthy();
    expect(within(row).getByText('•••.678-5')).toBeTruthy();
    expect(within(row).getByText('BancoEstado')).toBeTruthy();
    expect(within(row).getByText('Demand account (Cuenta vista / CuentaRUT)')).toBeTruthy();
    expect(within(row).getByText('•••• 5678')).toBeTruthy();
    expect(within(row).getByText('CLP$250,000')).toBeTruthy();
    expect(within(row).getByTestId('admin-payout-status').textContent).toBe('Scheduled');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/admin/payouts/batches/${BATCH_ID}/csv`,
    );
    expect(screen.getByText('No Stripe transfer has failed.')).toBeTruthy();
  });

  it('asks why a payout failed: required, at most 300 characters, then sent and read again', async () => {
    const outcomes: unknown[] = [];
    const { calls } = renderPage({
      [`POST /admin/payouts/${PAYOUT_ID}/outcome`]: (call) => {
        outcomes.push(call.body);
        return {
          body: fakePayout({ status: 'failed', failureReason: 'Cuenta cerrada' }),
        };
      },
    });
    await openBatch();
    await userEvent.click(screen.getByRole('button', { name: 'Mark ARR-2026-0001 failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark ARR-2026-0001 failed' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText('Say why the transfer failed')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText('Keep the reason under 300 characters')).toBeTruthy();
    expect(outcomes).toEqual([]);

    const before = reads(calls, `/admin/payouts/batches/${BATCH_ID}`);
    await userEvent.clear(reason);
    await userEvent.type(reason, '  Cuenta cerrada ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(outcomes).toEqual([{ outcome: 'failed', reason: 'Cuenta cerrada' }]);
    await waitFor(() =>
      expect(reads(calls, `/admin/payouts/batches/${BATCH_ID}`)).toBeGreaterThan(before),
    );
  });

  it('shows why another admin’s answer stands, and reads the batch again', async () => {
    const { calls } = renderPage({
      [`POST /admin/payouts/${PAYOUT_ID}/outcome`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This payout was already marked failed' } },
      },
    });
    const row = await openBatch();
    const before = reads(calls, '/admin/payouts');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark ARR-2026-0001 paid' }));
    expect(
      await screen.findByText(
        'Another admin answered first: This payout was already marked failed',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(reads(calls, '/admin/payouts')).toBeGreaterThan(before));
  });

  it('adds a claim once per form key, with the server’s field errors on their fields', async () => {
    const claims: { amount: number; key: string }[] = [];
    renderPage({
      'POST /admin/payouts/claims': (call) => {
        const body = call.body as { amount: number; key: string };
        claims.push(body);
        return claims.length === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION',
                  message: 'Invalid body: note',
                  details: { fields: [{ path: 'note', message: 'Say what the claim is for' }] },
                },
              },
            }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      },
    });
    const form = await screen.findByRole('region', { name: 'Add a claim' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add claim' }));
    expect(await within(form).findByText('Enter the booking ID')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number of pesos')).toBeTruthy();
    expect(claims).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Booking ID' }), BOOKING_ID);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount (CLP)' }), '-25.000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'Late checkout');
    await userEvent.click(within(form).getByRole('button', { name: 'Add claim' }));
    expect(await within(form).findByText('Say what the claim is for')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Note' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(claims[0]).toMatchObject({
      bookingId: BOOKING_ID,
      amount: -25000,
      note: 'Late checkout',
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Add claim' }));
    expect(
      await within(form).findByText(
        'This booking owes its host nothing, so no claim can be added to it.',
      ),
    ).toBeTruthy();
    expect(claims[1]?.key).toBe(claims[0]?.key);
  });
});
