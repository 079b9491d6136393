import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@arrendo/contracts/web';
import { fakeUser, i18nReady, renderInRouter } from '@/test/render-in-router';
import { BOOKING_ID, HOST_ID, fakePayment, stubApiWithQuery } from '@/features/trips/test-support';
import { PaymentsPage } from './payments-page';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('PaymentsPage', () => {
  it('lists each payment with its method, amount, status, refund and booking', async () => {
    stubApiWithQuery({
      'GET /payments': {
        body: {
          items: [
            fakePayment({
              status: 'partially_refunded',
              refundedAmount: { amount: 65450, currency: 'CLP' },
            }),
            fakePayment({
              id: '55555555-5555-4555-8555-555555555555',
              provider: 'payku',
              method: 'local',
              status: 'failed',
              failureMessage: 'Transferencia rechazada',
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderInRouter(<PaymentsPage />, { user: fakeUser() });
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    const [refunded, failed] = rows as [HTMLElement, HTMLElement];
    expect(within(refunded).getByText('CLP$111,900')).toBeTruthy();
    expect(within(refunded).getByText('By card with Stripe')).toBeTruthy();
    expect(within(refunded).getByTestId('payment-status').textContent).toBe('Partly refunded');
    expect(within(refunded).getByText('Refunded CLP$65,450')).toBeTruthy();
    expect(
      within(refunded).getByRole('link', { name: 'View booking and receipt' }).getAttribute('href'),
    ).toBe(`/bookings/${BOOKING_ID}`);
    expect(within(failed).getByText('By local transfer with Payku')).toBeTruthy();
    expect(within(failed).getByTestId('payment-status').textContent).toBe('Failed');
    expect(within(failed).getByText('Transferencia rechazada')).toBeTruthy();
  });

  it('marks payments a host received', async () => {
    stubApiWithQuery({ 'GET /payments': { body: { items: [fakePayment()], nextCursor: null } } });
    renderInRouter(<PaymentsPage />, { user: { ...fakeUser(), id: HOST_ID } as Me });
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText(/^Received/)).toBeTruthy();
    expect(within(row).getByTestId('payment-status').textContent).toBe('Paid');
  });

  it('shows an authorised request as authorised, with what happens next', async () => {
    stubApiWithQuery({
      'GET /payments': {
        body: { items: [fakePayment({ status: 'authorized' })], nextCursor: null },
      },
    });
    renderInRouter(<PaymentsPage />, { user: fakeUser() });
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByTestId('payment-status').textContent).toBe('Authorised');
    expect(within(row).getByTestId('payment-authorized-note').textContent).toBe(
      "Your card is authorised now and charged only when the host accepts. If they decline or don't answer within 24 hours, the authorisation is released.",
    );
  });

  it('has an empty state', async () => {
    stubApiWithQuery({ 'GET /payments': { body: { items: [], nextCursor: null } } });
    renderInRouter(<PaymentsPage />, { user: fakeUser() });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
  });
});
