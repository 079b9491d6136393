import { expect, test, type Page } from '@playwright/test';
import { CSRF } from './support/auth.js';
import {
  apiQuote,
  bookingOf,
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  moneyPattern,
  openPanel,
  payThroughApi,
  pickDay,
  signUpIn,
  waitForStatus,
  type Quote,
} from './support/bookings.js';

// Issue 10, browser journeys: a guest books and pays (the dev provider serves card and local
// payments offline), another cannot take the same dates, a failed payment can be retried.

// Each journey signs up a host and guests and waits for events between services: on a busy
// two-core machine that runs past the default minute.
test.describe.configure({ timeout: 120_000 });

const BOOKING_ID = /\/checkout\/([0-9a-f-]{36})$/;

/** Checkout's price details equal the API's quote, line by line. */
async function expectCheckoutBreakdown(page: Page, quote: Quote) {
  const breakdown = page.getByTestId('price-breakdown');
  await expect(breakdown.getByTestId('line-service')).toContainText(`(${quote.serviceFeePercent}`);
  await expect(breakdown.getByTestId('line-service')).toContainText(
    moneyPattern(quote.serviceFee.amount),
  );
  await expect(breakdown.getByTestId('line-vat')).toContainText(moneyPattern(quote.vat.amount));
  await expect(breakdown.getByTestId('line-total')).toContainText(moneyPattern(quote.total.amount));
}

test.describe('a guest books and pays', () => {
  test('a stay: panel quote → Reserve → checkout → card (dev) → confirmed trip', async ({
    browser,
    context,
    page,
  }) => {
    const host = await hostWithListing(browser, 'home', {
      refundPolicy: 'flexible',
      instantBook: true,
      price: 45000,
    });
    await signUpIn(context, 'guest');
    const checkIn = daysFromToday(40);
    const checkOut = daysFromToday(43);
    const quote = await apiQuote(page.request, host.listing.id, { checkIn, checkOut });
    // Decision 0029: 10% of base, then 19% IVA on that fee only, all in whole pesos.
    expect(quote.subtotal.amount).toBe(3 * 45000);
    expect(quote.serviceFee.amount).toBe(13500);
    expect(quote.vat.amount).toBe(Math.round(13500 * 0.19));
    expect(quote.total.amount).toBe(135000 + 13500 + 2565);

    const panel = await openPanel(page, host.listing.id);
    await pickDay(panel, checkIn);
    await pickDay(panel, checkOut);
    await expect(panel.getByTestId('quote-line-units')).toContainText('3 nights');
    await expect(panel.getByTestId('quote-line-service')).toContainText('Service fee (10%)');
    await expect(panel.getByTestId('quote-line-service')).toContainText(
      moneyPattern(quote.serviceFee.amount),
    );
    await expect(panel.getByTestId('quote-line-vat')).toContainText('IVA on the service fee (19%)');
    await expect(panel.getByTestId('quote-line-vat')).toContainText(moneyPattern(quote.vat.amount));
    await expect(panel.getByTestId('quote-total')).toContainText(moneyPattern(quote.total.amount));
    await expect(panel.getByTestId('reserve-note')).toHaveText("You won't be charged yet");
    await panel.getByRole('button', { name: 'Reserve', exact: true }).click();

    await expect(page).toHaveURL(BOOKING_ID);
    const bookingId = BOOKING_ID.exec(page.url())![1]!;
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Your Booking' }),
    ).toBeVisible();
    await expectCheckoutBreakdown(page, quote);
    await expect(page.getByTestId('hold-countdown')).toContainText('Your hold expires in');
    await expect(page.getByTestId('hold-countdown').getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    const held = await bookingOf(page.request, bookingId);
    expect(held.status).toBe('pending');
    expect(held.quote.total.amount).toBe(quote.total.amount);

    const card = page.getByRole('radio', { name: /Credit or debit card/ });
    await expect(card).toBeChecked();
    await expect(page.getByTestId('payment-section')).toContainText('Test mode');
    await page.getByTestId('pay-button').click();

    await expect(page).toHaveURL(/\/pay\/dev\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('dev-banner')).toBeVisible();
    await expect(page.getByTestId('dev-amount')).toHaveText(moneyPattern(quote.total.amount));
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/bookings' &&
        url.searchParams.get('status') === 'success' &&
        url.searchParams.get('id') === bookingId,
    );
    const banner = page.getByTestId('payment-banner');
    await expect(banner).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
    await expect(banner).toContainText('Booking confirmed!');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const trip = page.getByTestId('booking-card').filter({ hasText: host.listing.title });
    await expect(trip.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(trip).toContainText(moneyPattern(quote.total.amount));
    expect((await bookingOf(page.request, bookingId)).payment.state).toBe('paid');
    await host.context.close();
  });

  test('an hourly slot: day, start time and hours → local method (dev) → confirmed', async ({
    browser,
    context,
    page,
  }) => {
    const host = await hostWithListing(browser, 'experience', { price: 20000, minHours: 2 });
    await signUpIn(context, 'guest');
    const date = daysFromToday(21);
    const quote = await apiQuote(page.request, host.listing.id, {
      date,
      startTime: '10:00',
      hours: 3,
    });
    expect(quote.subtotal.amount).toBe(60000);

    const panel = await openPanel(page, host.listing.id);
    await pickDay(panel, date);
    await panel.getByLabel('Start time').selectOption('10:00');
    await panel.getByLabel('Hours').selectOption({ label: '3 hours' });
    await expect(panel.getByTestId('quote-line-units')).toContainText('3 hours');
    await expect(panel.getByTestId('quote-total')).toContainText(moneyPattern(quote.total.amount));
    await panel.getByRole('button', { name: 'Reserve', exact: true }).click();

    await expect(page).toHaveURL(BOOKING_ID);
    const bookingId = BOOKING_ID.exec(page.url())![1]!;
    await expectCheckoutBreakdown(page, quote);
    await expect(page.getByText('10:00 – 13:00 (3 hours)')).toBeVisible();
    await page.getByRole('radio', { name: /Payku/ }).check();
    await page.getByTestId('pay-button').click();

    await expect(page).toHaveURL(/\/pay\/dev\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Payku (Chilean bank transfer & cards)')).toBeVisible();
    await expect(page.getByTestId('dev-amount')).toHaveText(moneyPattern(quote.total.amount));
    await page.getByRole('button', { name: /^Pay / }).click();

    const banner = page.getByTestId('payment-banner');
    await expect(banner).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
    const trip = page.getByTestId('booking-card').filter({ hasText: host.listing.title });
    await expect(trip.getByTestId('booking-status')).toHaveText('Confirmed');
    const detail = await page.request.get(`/api/bookings/${bookingId}`);
    const { payments } = (await detail.json()) as {
      payments: { method: string; provider: string; status: string; amount: { amount: number } }[];
    };
    expect(payments[0]).toMatchObject({ method: 'local', provider: 'dev', status: 'succeeded' });
    expect(payments[0]!.amount.amount).toBe(quote.total.amount);
    await host.context.close();
  });

  test('a failed dev payment returns to checkout with the message, and paying again works', async ({
    browser,
    context,
    page,
  }) => {
    const host = await hostWithListing(browser, 'home');
    await signUpIn(context, 'guest');
    const checkIn = daysFromToday(50);
    const checkOut = daysFromToday(52);
    await apiQuote(page.request, host.listing.id, { checkIn, checkOut });
    const held = await holdThroughApi(page.request, {
      propertyId: host.listing.id,
      checkIn,
      checkOut,
      guests: 1,
    });

    await page.goto(`/checkout/${held.id}`);
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/pay\/dev\//);
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/checkout/${held.id}` && url.searchParams.get('payment') === 'failed',
    );
    await expect(page.getByTestId('payment-failed')).toHaveText(
      "Your payment didn't go through. Try again.",
    );
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    expect((await bookingOf(page.request, held.id)).status).toBe('pending');

    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/pay\/dev\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-outcome', 'confirmed', {
      timeout: 20_000,
    });
    const detail = (await (await page.request.get(`/api/bookings/${held.id}`)).json()) as {
      payments: { status: string }[];
    };
    expect(detail.payments.map((p) => p.status)).toEqual(['succeeded', 'failed']);
    await host.context.close();
  });
});

test('a second guest cannot book the same dates: the conflict message, then disabled days', async ({
  browser,
  context,
  page,
}) => {
  const host = await hostWithListing(browser, 'home');
  await signUpIn(context, 'guest-b');
  const checkIn = daysFromToday(60);
  const checkOut = daysFromToday(63);
  await apiQuote(page.request, host.listing.id, { checkIn, checkOut });

  // Guest B chooses the dates while they are free…
  const panel = await openPanel(page, host.listing.id);
  await pickDay(panel, checkIn);
  await pickDay(panel, checkOut);
  await expect(panel.getByTestId('quote-total')).toBeVisible();

  // …guest A books and pays them meanwhile…
  const other = await browser.newContext();
  await signUpIn(other, 'guest-a');
  const slot = { propertyId: host.listing.id, checkIn, checkOut, guests: 1 };
  const first = await holdThroughApi(other.request, slot);
  await payThroughApi(other.request, first.id);
  await waitForStatus(other.request, first.id, 'confirmed');

  // …so B's Reserve answers the conflict, and the calendar now shows those nights taken.
  await panel.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(panel.getByTestId('reserve-error')).toHaveText(
    'These dates were just booked. Please choose others.',
  );
  await expect(page).toHaveURL(new RegExp(`/property/${host.listing.id}$`));
  await expect(panel.getByTestId('check-in')).toContainText('Add date');
  for (const night of [checkIn, daysFromToday(61), daysFromToday(62)]) {
    await expect(panel.locator(`button[data-date="${night}"]`)).toBeDisabled();
  }
  // The check-out morning is free for the next arrival.
  await expect(panel.locator(`button[data-date="${checkOut}"]`)).toBeEnabled();

  const again = await page.request.post('/api/bookings', { headers: CSRF, data: slot });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    'These dates were just booked.',
  );
  await other.close();
  await host.context.close();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('a stay booked and paid reads in Spanish from the panel to the trip', async ({
    browser,
    context,
    page,
  }) => {
    const host = await hostWithListing(browser, 'home', { price: 38000 });
    await signUpIn(context, 'guest', 'es');
    const checkIn = daysFromToday(70);
    const checkOut = daysFromToday(72);
    const quote = await apiQuote(page.request, host.listing.id, { checkIn, checkOut });

    const panel = await openPanel(page, host.listing.id);
    await pickDay(panel, checkIn, 'Mes siguiente');
    await pickDay(panel, checkOut, 'Mes siguiente');
    await expect(panel.getByTestId('quote-line-units')).toContainText('2 noches');
    await expect(panel.getByTestId('quote-line-service')).toContainText('Tarifa de servicio');
    await expect(panel.getByTestId('quote-line-vat')).toContainText('IVA');
    await expect(panel.getByTestId('quote-total')).toContainText(moneyPattern(quote.total.amount));
    await panel.getByRole('button', { name: 'Reservar', exact: true }).click();

    await expect(page).toHaveURL(BOOKING_ID);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Completa tu reserva' }),
    ).toBeVisible();
    const breakdown = page.getByTestId('price-breakdown');
    await expect(breakdown.getByRole('heading', { name: 'Detalle del precio' })).toBeVisible();
    await expect(breakdown.getByTestId('line-service')).toContainText('Tarifa de servicio');
    await expect(breakdown.getByTestId('line-vat')).toContainText('IVA');
    await expectCheckoutBreakdown(page, quote);
    await expect(page.getByRole('radio', { name: /Tarjeta de crédito o débito/ })).toBeChecked();
    await expect(page.getByTestId('pay-button')).toContainText('Pagar');
    await page.getByTestId('pay-button').click();

    await expect(page.getByTestId('dev-banner')).toHaveText(
      'Pagos de prueba de Arrendo — no se mueve dinero real',
    );
    await page.getByRole('button', { name: /^Pagar / }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Viajes' })).toBeVisible();
    const banner = page.getByTestId('payment-banner');
    await expect(banner).toHaveAttribute('data-outcome', 'confirmed', { timeout: 20_000 });
    await expect(banner).toContainText('¡Reserva confirmada!');
    await expect(page.getByRole('tab', { name: 'Próximos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const trip = page.getByTestId('booking-card').filter({ hasText: host.listing.title });
    await expect(trip.getByTestId('booking-status')).toHaveText('Confirmada');
    await expect(trip).toContainText('1 huésped');
    await host.context.close();
  });
});
