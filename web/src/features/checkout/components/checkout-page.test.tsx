import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currencyStore } from '@/features/preferences/currency-store';
import { setShowTaxIncluded } from '@/features/preferences/tax-store';
import { fakeUser, i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { navigation } from '../navigation';
import {
  BOOKING_ID,
  PAYMENT_ID,
  PROPERTY_ID,
  detailOf,
  devConfig,
  hourlyBooking,
  paymentIntent,
  stayBooking,
  stripeConfig,
} from '../test/booking-fixture';
import { CheckoutError, CheckoutNotFound, CheckoutPage } from './checkout-page';

// Stripe's modules, as the lazily loaded card form imports them: no network, no iframe.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elementsOptions: [] as unknown[],
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ id: 'elements' }),
}));

const DETAIL = `GET /bookings/${BOOKING_ID}`;

beforeAll(() => i18nReady('en'));
beforeEach(() => {
  stripe.loadStripe.mockReset();
  stripe.confirmPayment.mockReset();
  stripe.elementsOptions.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  currencyStore.set({ currency: 'CLP', rates: {}, ratesTimestamp: null });
  setShowTaxIncluded(false);
});

function renderCheckout(props: { bookingId?: string; paymentFailed?: boolean } = {}) {
  return renderInRouter(
    <CheckoutPage bookingId={props.bookingId ?? BOOKING_ID} paymentFailed={props.paymentFailed} />,
    { user: fakeUser(), errorComponent: CheckoutError, notFoundComponent: CheckoutNotFound },
  );
}

const line = (kind: string) => screen.getByTestId(`line-${kind}`).textContent;

describe('CheckoutPage: what is being paid', () => {
  it('shows a stay: the listing, its nights in its own time zone, the breakdown and the CLP charge', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Booking' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Casa en Cerro Alegre' })).toBeTruthy();
    expect(screen.getByText('Valparaíso, Chile')).toBeTruthy();
    expect(screen.getByText('Space per day')).toBeTruthy();
    expect(screen.getByTestId('detail-check-in').textContent).toContain(
      'Fri, Mar 12, 2027, from 15:00',
    );
    expect(screen.getByTestId('detail-check-out').textContent).toContain(
      'Mon, Mar 15, 2027, until 11:00',
    );
    expect(screen.getByTestId('detail-length').textContent).toContain('3 nights');
    expect(screen.getByTestId('detail-guests').textContent).toContain('2 guests');
    expect(screen.getByText(/listing's local time \(America\/Santiago\)/)).toBeTruthy();

    expect(line('units')).toBe('CLP$50,000 × 3 nightsCLP$150,000');
    expect(line('fee')).toBe('CleaningCLP$20,000');
    expect(line('service')).toBe('Service fee (10%)CLP$17,000');
    // IVA on the 17.000 service fee only; the host's 170.000 carries none.
    expect(line('vat')).toBe('IVA on the service fee (19%)CLP$3,230');
    expect(line('total')).toBe('Total (CLP)CLP$190,230');
    expect(screen.getByTestId('charged-clp').textContent).toBe("You'll be charged CLP$190,230.");

    const policy = screen.getByTestId('checkout-refund-policy');
    expect(within(policy).getByRole('heading').textContent).toBe('Cancellation policy: Moderate');
    expect(within(policy).getByText(/Full refund if you cancel at least 14 days/)).toBeTruthy();
  });

  it('shows an hourly booking: the day, start to end and hours, and its breakdown', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(hourlyBooking()) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout();
    expect(await screen.findByTestId('detail-date')).toBeTruthy();
    expect(screen.getByTestId('detail-date').textContent).toContain('Fri, Mar 12, 2027');
    expect(screen.getByTestId('detail-time').textContent).toContain('10:00 – 12:00 (2 hours)');
    expect(screen.getByTestId('detail-guests').textContent).toContain('4 guests');
    expect(screen.getByText('Space per hour')).toBeTruthy();
    expect(screen.getByText(/The host reviews requests/)).toBeTruthy();
    expect(line('units')).toBe('CLP$15,000 × 2 hoursCLP$30,000');
    expect(screen.queryByTestId('line-fee')).toBeNull();
    expect(line('service')).toBe('Service fee (10%)CLP$3,000');
    expect(line('vat')).toBe('IVA on the service fee (19%)CLP$570');
    expect(line('total')).toBe('Total (CLP)CLP$33,570');
  });

  it('converts with the quote rate into the visitor currency, every line listed as charged', async () => {
    currencyStore.set({ currency: 'USD', rates: {}, ratesTimestamp: null });
    const booking = stayBooking({
      quote: { ...stayBooking().quote, display: { currency: 'USD', rate: 0.001, ratesAt: null } },
    });
    stubApi({ [DETAIL]: { body: detailOf(booking) }, 'GET /payments/config': { body: devConfig } });
    renderCheckout();
    expect(await screen.findByTestId('line-total')).toBeTruthy();
    expect(line('units')).toBe('$50.00 × 3 nights$150.00');
    expect(line('vat')).toBe('IVA on the service fee (19%)$3.23');
    expect(line('total')).toBe('Total (USD)$190.23');
    expect(screen.getByTestId('charged-clp').textContent).toBe("You'll be charged CLP$190,230.");
    expect(
      screen.getByText(
        "IVA (19%) is charged on Arrendo's service fee only, never on the host's price.",
      ),
    ).toBeTruthy();
    // Checkout always lists every line: no toggle folds anything into them here.
    expect(screen.queryByTestId('tax-toggle')).toBeNull();
  });
});

describe('CheckoutPage: paying', () => {
  it('redirects to the provider page named by the payment service, for the chosen method', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const calls = stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: { ...devConfig, local: 'payku' } },
      'POST /payments': ({ body }) => ({
        status: 201,
        body:
          (body as { method: string }).method === 'local'
            ? paymentIntent('local', 'https://app.payku.cl/gateway/pay?id=abc')
            : paymentIntent('card', `/pay/dev/${PAYMENT_ID}`),
      }),
    });
    renderCheckout();
    const card = await screen.findByRole('radio', { name: /Credit or debit card/ });
    const local = screen.getByRole('radio', { name: /Payku \(Chilean bank transfer & cards\)/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("You'll be taken to Arrendo's test payment page.")).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pay CLP$190,230' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bookingId: BOOKING_ID,
      method: 'card',
    });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`http://localhost:3000/pay/dev/${PAYMENT_ID}`),
    );

    await userEvent.click(local);
    expect((local as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/taken to Payku to finish paying/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay CLP$190,230' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenLastCalledWith('https://app.payku.cl/gateway/pay?id=abc'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { bookingId: BOOKING_ID, method: 'card' },
      { bookingId: BOOKING_ID, method: 'local' },
    ]);
  });

  it('shows the server words when starting a payment fails, and never leaves', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: devConfig },
      'POST /payments': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This booking can no longer be paid.' } },
      },
    });
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay CLP$190,230' }));
    expect((await screen.findByTestId('pay-error')).textContent).toBe(
      'This booking can no longer be paid.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('pays a card with Stripe Elements and goes to the trips success page', async () => {
    stripe.loadStripe.mockResolvedValue({ id: 'stripe' });
    stripe.confirmPayment
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } })
      .mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    const calls = stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: stripeConfig },
      'POST /stripe/payment-intent': {
        body: { ...paymentIntent('card', null), clientSecret: 'pi_123_secret_456' },
      },
    });
    const { router } = renderCheckout();
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_arrendo');
    expect(stripe.elementsOptions.at(-1)).toEqual({
      clientSecret: 'pi_123_secret_456',
      locale: 'en',
    });
    expect(calls.find((c) => c.path === '/stripe/payment-intent')?.body).toEqual({
      booking_id: BOOKING_ID,
    });

    const pay = screen.getByRole('button', { name: 'Pay CLP$190,230' });
    await userEvent.click(pay);
    expect((await screen.findByTestId('pay-error')).textContent).toBe('Your card was declined.');

    await userEvent.click(pay);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.href).toBe(`/bookings?status=success&id=${BOOKING_ID}`);
    expect(stripe.confirmPayment).toHaveBeenLastCalledWith({
      elements: { id: 'elements' },
      confirmParams: {
        return_url: `http://localhost:3000/bookings?status=success&id=${BOOKING_ID}`,
      },
      redirect: 'if_required',
    });
  });

  it('says so when Stripe.js cannot load, or fails in an unexpected way', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: stripeConfig },
      'POST /stripe/payment-intent': { body: paymentIntent('card', null) },
    });
    renderCheckout();
    expect((await screen.findByTestId('pay-error')).textContent).toBe('Failed to load Stripe.js');
  });

  it('gives a generic sentence for an API error from Stripe, and switching to Payku drops the card form', async () => {
    stripe.loadStripe.mockResolvedValue({ id: 'stripe' });
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'api_error', message: 'internal' } });
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: stripeConfig },
      'POST /stripe/payment-intent': { body: paymentIntent('card', null) },
    });
    renderCheckout();
    await screen.findByTestId('payment-element');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CLP$190,230' }));
    expect((await screen.findByTestId('pay-error')).textContent).toBe(
      'An unexpected error occurred.',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Payku/ }));
    expect(screen.queryByTestId('payment-element')).toBeNull();
    expect(screen.getByText(/taken to Payku/)).toBeTruthy();
  });

  it('says the payment did not go through when the provider sent the guest back', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking()) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout({ paymentFailed: true });
    expect((await screen.findByTestId('payment-failed')).textContent).toBe(
      "Your payment didn't go through. Try again.",
    );
    expect(await screen.findByRole('button', { name: 'Pay CLP$190,230' })).toBeTruthy();
  });
});

describe('CheckoutPage: the hold and the booking state', () => {
  it('counts the hold down, announcing minutes only, and stops payment when it lapses', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking({}, 2_000)) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^00:0[12]$/);
    expect(screen.getByText('Your hold expires in less than a minute.')).toBeTruthy();
    const expired = await screen.findByText('Your hold expired', undefined, { timeout: 5000 });
    expect(expired).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the listing' }).getAttribute('href')).toBe(
      `/property/${PROPERTY_ID}`,
    );
    expect((screen.getByTestId('pay-button') as HTMLButtonElement).disabled).toBe(true);
  }, 15_000);

  it('announces whole minutes in a polite live region', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking({}, 10 * 60_000 - 500)) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout();
    const live = await screen.findByText('Your hold expires in 10 minutes.');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBe('off');
  });

  it('shows an expired booking as expired', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(stayBooking({ status: 'expired', expiresAt: null })) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout();
    expect(await screen.findByText('Your hold expired')).toBeTruthy();
    expect(((await screen.findByTestId('pay-button')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a confirmed booking with a link to the trip instead of paying', async () => {
    const calls = stubApi({
      [DETAIL]: {
        body: detailOf(
          stayBooking({
            status: 'confirmed',
            expiresAt: null,
            payment: {
              state: 'paid',
              provider: 'dev',
              paid: { amount: 222_530, currency: 'CLP' },
              refunded: { amount: 0, currency: 'CLP' },
            },
          }),
        ),
      },
    });
    renderCheckout();
    expect(await screen.findByText('Your booking is confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your trip' }).getAttribute('href')).toBe(
      `/bookings/${BOOKING_ID}`,
    );
    expect(screen.queryByTestId('pay-button')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(calls.some((c) => c.path === '/payments/config')).toBe(false);
  });

  it('shows a request waiting for the host, its card authorised', async () => {
    const payment = {
      state: 'authorized' as const,
      provider: 'stripe' as const,
      paid: { amount: 50000, currency: 'CLP' as const },
      refunded: { amount: 0, currency: 'CLP' as const },
    };
    stubApi({ [DETAIL]: { body: detailOf(hourlyBooking({ status: 'requested', payment })) } });
    renderCheckout();
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(
      screen.getByText(
        /^The host has until .* to accept\. Your card is authorised now and charged only when the host accepts\. If they decline or don't answer within 24 hours, the authorisation is released\.$/,
      ),
    ).toBeTruthy();
    // The price's own sentence says the same: authorised, not charged (issue 31).
    expect(screen.getByTestId('charged-clp').textContent).toBe(
      'CLP$33,570 is authorised on your card now and charged only when the host accepts.',
    );
  });

  it('a request not yet paid says the total is authorised, not charged', async () => {
    stubApi({
      [DETAIL]: { body: detailOf(hourlyBooking()) },
      'GET /payments/config': { body: devConfig },
    });
    renderCheckout();
    expect(await screen.findByTestId('charged-clp')).toBeTruthy();
    expect(screen.getByTestId('charged-clp').textContent).toBe(
      'CLP$33,570 is authorised on your card now and charged only when the host accepts.',
    );
  });

  it('a declined request paid by card: the authorisation is released, nothing refunded', async () => {
    const payment = {
      state: 'refunded' as const,
      provider: 'stripe' as const,
      paid: { amount: 33_570, currency: 'CLP' as const },
      refunded: { amount: 33_570, currency: 'CLP' as const },
    };
    stubApi({ [DETAIL]: { body: detailOf(hourlyBooking({ status: 'declined', payment })) } });
    renderCheckout();
    expect(await screen.findByText('The host declined this request')).toBeTruthy();
    const state = screen.getByTestId('booking-state').textContent ?? '';
    expect(state).toContain(
      'Nothing was charged: the authorisation on your card is released. Your trip shows it.',
    );
    expect(state).not.toContain('refunded');
    expect(screen.getByTestId('charged-clp').textContent).toBe(
      'Nothing was charged: the CLP$33,570 authorised on your card is released.',
    );
  });

  it('a declined request Payku charged: refunded in full', async () => {
    const payment = {
      state: 'refunded' as const,
      provider: 'payku' as const,
      paid: { amount: 33_570, currency: 'CLP' as const },
      refunded: { amount: 33_570, currency: 'CLP' as const },
    };
    stubApi({ [DETAIL]: { body: detailOf(hourlyBooking({ status: 'declined', payment })) } });
    renderCheckout();
    expect(await screen.findByText('The host declined this request')).toBeTruthy();
    expect(screen.getByTestId('booking-state').textContent).toContain(
      'Everything you paid is refunded.',
    );
    expect(screen.getByTestId('charged-clp').textContent).toBe(
      "Payku charged CLP$33,570: it is refunded in full if the host declines or doesn't answer in time.",
    );
  });
});

describe('CheckoutPage: errors', () => {
  it('says a booking the API does not find is not there, with no retry', async () => {
    stubApi({
      [DETAIL]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Booking not found' } },
      },
    });
    renderCheckout();
    const panel = await screen.findByTestId('checkout-error');
    expect(panel.textContent).toContain('This booking does not exist, or it is not yours.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows the server message for a booking that cannot be read', async () => {
    stubApi({
      [DETAIL]: {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Not your booking' } },
      },
    });
    renderCheckout();
    const panel = await screen.findByTestId('checkout-error');
    expect(panel.textContent).toContain('Not your booking');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('falls back to its own sentence when the server cannot be reached, and retries', async () => {
    let down = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (down) throw new TypeError('Failed to fetch');
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = path.endsWith('/config') ? devConfig : detailOf(stayBooking());
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderCheckout();
    const panel = await screen.findByTestId('checkout-error');
    expect(panel.textContent).toContain('Failed to load booking details');
    down = false;
    await act(async () => {
      await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('heading', { name: 'Casa en Cerro Alegre' })).toBeTruthy();
  });
});

describe('CheckoutPage: a payment being confirmed', () => {
  it('says the payment arrived and follows the booking until it is confirmed', async () => {
    let status: 'pending' | 'confirmed' = 'pending';
    const paid = {
      state: 'paid' as const,
      provider: 'dev' as const,
      paid: { amount: 222_530, currency: 'CLP' as const },
      refunded: { amount: 0, currency: 'CLP' as const },
    };
    stubApi({
      [DETAIL]: () => ({ body: detailOf(stayBooking({ status, payment: paid })) }),
    });
    renderCheckout();
    expect(await screen.findByText("We've received your payment")).toBeTruthy();
    expect(screen.queryByTestId('pay-button')).toBeNull();
    status = 'confirmed';
    expect(
      await screen.findByText('Your booking is confirmed', undefined, { timeout: 8000 }),
    ).toBeTruthy();
  }, 15_000);
});
