import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@arrendo/contracts/web';
import { navigation } from '@/features/checkout/navigation';
import { BOOKING_ID, PAYMENT_ID } from '@/features/checkout/test/booking-fixture';
import { fakeUser, i18nReady, renderInRouter, stubApi, testI18n } from '@/test/render-in-router';
import { DevPayError, DevPayNotFound, DevPayPage } from './dev-pay-page';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });
const payment: Payment = {
  id: PAYMENT_ID,
  bookingId: BOOKING_ID,
  guestId: '44444444-4444-4444-8444-444444444444',
  hostId: '55555555-5555-4555-8555-555555555555',
  provider: 'dev',
  method: 'local',
  status: 'requires_action',
  amount: clp(190_230),
  baseAmount: clp(170_000),
  platformFee: clp(17_000),
  vatAmount: clp(3_230),
  refundedAmount: clp(0),
  failureMessage: null,
  createdAt: '2027-03-01T12:00:00.000Z',
  updatedAt: '2027-03-01T12:00:00.000Z',
};
const GET = `GET /payments/${PAYMENT_ID}`;
const COMPLETE = `POST /payments/${PAYMENT_ID}/dev-complete`;

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => testI18n.changeLanguage('en'));

const render = () =>
  renderInRouter(<DevPayPage paymentId={PAYMENT_ID} />, {
    user: fakeUser(),
    errorComponent: DevPayError,
    notFoundComponent: DevPayNotFound,
  });

describe('DevPayPage', () => {
  it('says it is a test, shows the amount, and completes the payment where the server says', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const calls = stubApi({
      [GET]: { body: payment },
      [COMPLETE]: { body: { redirectTo: `/bookings?status=success&id=${BOOKING_ID}` } },
    });
    render();
    expect((await screen.findByTestId('dev-banner')).textContent).toBe(
      'Arrendo test payments — no real money moves',
    );
    expect((await screen.findByTestId('dev-amount')).textContent).toBe('CLP$190,230');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CLP$190,230' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/bookings?status=success&id=${BOOKING_ID}`),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'succeed' });
    // Leaving: neither button can send a second outcome.
    expect(
      (screen.getByRole('button', { name: 'Simulate a failed payment' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('simulates a failure and goes back to checkout', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const calls = stubApi({
      [GET]: { body: payment },
      [COMPLETE]: { body: { redirectTo: `/checkout/${BOOKING_ID}?payment=failed` } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate a failed payment' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/checkout/${BOOKING_ID}?payment=failed`),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'fail' });
  });

  it('refuses to follow a redirect off the site', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    stubApi({ [GET]: { body: payment }, [COMPLETE]: { body: { redirectTo: '//evil.example' } } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay CLP$190,230' }));
    expect((await screen.findByTestId('dev-error')).textContent).toBe(
      "We couldn't complete this test payment. Try again in a moment.",
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server words when completing fails, and a closed payment cannot be paid', async () => {
    stubApi({
      [GET]: { body: payment },
      [COMPLETE]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This payment is no longer open.' } },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay CLP$190,230' }));
    expect((await screen.findByTestId('dev-error')).textContent).toBe(
      'This payment is no longer open.',
    );
  });

  it('says a paid payment has nothing left to pay', async () => {
    stubApi({ [GET]: { body: { ...payment, status: 'succeeded' } } });
    render();
    expect((await screen.findByTestId('dev-closed')).textContent).toBe(
      "This payment is paid: there's nothing left to pay here.",
    );
    expect(
      (screen.getByRole('button', { name: 'Pay CLP$190,230' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says a payment the API does not find is not there', async () => {
    stubApi({
      [GET]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Payment not found' } } },
    });
    render();
    expect((await screen.findByTestId('dev-error')).textContent).toBe(
      "This payment doesn't exist.",
    );
  });

  it('shows why the payment cannot be read', async () => {
    stubApi({
      [GET]: { status: 409, body: { error: { code: 'CONFLICT', message: 'Payment is locked' } } },
    });
    render();
    expect((await screen.findByTestId('dev-error')).textContent).toBe('Payment is locked');
  });

  it('speaks Spanish too', async () => {
    await testI18n.changeLanguage('es');
    stubApi({ [GET]: { body: payment } });
    render();
    expect((await screen.findByTestId('dev-banner')).textContent).toBe(
      'Pagos de prueba de Arrendo — no se mueve dinero real',
    );
    expect(await screen.findByRole('button', { name: 'Pagar CLP$190.230' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simular un pago fallido' })).toBeTruthy();
  });
});
