import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { waitForEmail } from '@arrendo/infra/testing';
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
} from './support/bookings.js';
import { trackApi } from './support/page-state.js';

// Issue 10, browser journeys after the payment: the guest cancels under the listing's policy,
// and a host answers requests to book.

// Each journey signs up a host and guests and waits for events between services: on a busy
// two-core machine that runs past the default minute.
test.describe.configure({ timeout: 120_000 });

/** What request to book says of the money, the same on every page (decisions.md, Money). */
const REQUEST_PAYMENT =
  "Your card is authorised now and charged only when the host accepts. If they decline or don't answer within 24 hours, the authorisation is released.";

/** Calendar days from today to `date` on the listing's wall calendar (Santiago), as the policy counts. */
function santiagoDaysUntil(date: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
    new Date(),
  );
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** A day as the booking pages write it ("Fri 7 Jan 2027"). */
const day = (iso: string) => format(parseISO(iso), 'EEE d MMM yyyy');

interface Preview {
  refund: { amount: number };
  refundPercent: number;
  paid: { amount: number };
  free: boolean;
}

/** The booking's page, reloaded until the refund the payment service reported shows. */
async function expectRefundOnReceipt(page: Page, bookingId: string, amount: number) {
  await expect(async () => {
    await page.goto(`/bookings/${bookingId}`);
    await expect(page.getByTestId('receipt').locator('..')).toContainText('Refunded:', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  const receipt = page.getByTestId('receipt').locator('..');
  await expect(receipt.getByText(/^Refunded:/)).toHaveText(moneyPattern(amount));
}

test('cancelling a confirmed stay shows and applies the refund of a moderate policy', async ({
  browser,
  context,
  page,
}) => {
  const host = await hostWithListing(browser, 'home', { refundPolicy: 'moderate', price: 52000 });
  await signUpIn(context, 'guest');
  // Ten days ahead: moderate refunds 50% from seven days before the start (under fourteen).
  const checkIn = daysFromToday(10);
  const checkOut = daysFromToday(12);
  await apiQuote(page.request, host.listing.id, { checkIn, checkOut });
  const held = await holdThroughApi(page.request, {
    propertyId: host.listing.id,
    checkIn,
    checkOut,
    guests: 1,
  });
  await payThroughApi(page.request, held.id);
  await waitForStatus(page.request, held.id, 'confirmed');
  const total = held.quote.total.amount;
  const preview = (await (
    await page.request.get(`/api/bookings/${held.id}/cancellation`)
  ).json()) as Preview;
  expect(preview).toMatchObject({ refundPercent: 50, free: false, paid: { amount: total } });
  // Half of what was paid, in whole pesos.
  expect(Math.abs(preview.refund.amount - total / 2)).toBeLessThanOrEqual(0.5);
  const refund = preview.refund.amount;

  // Nothing after the cancellation may fail: no console error, no asking for a preview that is over.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/cancellation') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });
  const api = trackApi(page);
  await page.goto(`/bookings/${held.id}`);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  const sentence = dialog.getByTestId('refund-sentence');
  await expect(sentence).toContainText(moneyPattern(refund));
  await expect(sentence).toContainText('(50%)');
  // The days the refund used, counted on the listing's calendar: what the dates say.
  await expect(dialog).toContainText(
    `Moderate policy: cancelling ${santiagoDaysUntil(checkIn)} days before the start`,
  );
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  const note = page.getByTestId('status-note');
  await expect(note).toContainText('Cancelled by the guest');
  await api.quiet();
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await expect(note).toContainText('(50%)');
  await expect(note).toContainText(moneyPattern(refund));
  await expectRefundOnReceipt(page, held.id, refund);
  expect((await bookingOf(page.request, held.id)).payment.refunded.amount).toBe(refund);

  await page.goto('/bookings?tab=cancelled');
  const trip = page.getByTestId('booking-card').filter({ hasText: host.listing.title });
  await expect(trip.getByTestId('booking-status')).toHaveText('Cancelled');

  await page.goto('/payments');
  const row = page.getByTestId('payment-row').first();
  await expect(row.getByTestId('payment-status')).toHaveText('Partly refunded');
  await expect(row).toContainText(moneyPattern(total));
  await expect(row.getByText(/^Refunded /)).toHaveText(moneyPattern(refund));
  await host.context.close();
});

test('a host accepts one request and declines another; the guest sees both outcomes', async ({
  browser,
  context,
  page,
}) => {
  const host = await hostWithListing(browser, 'home', { instantBook: false, maxGuests: 4 });
  // Publishing told the host by email.
  const live = await waitForEmail({ to: host.email, subjectIncludes: 'is live' });
  expect(live.subject).toBe(`Your listing ${host.listing.title} is live`);
  expect(live.text).toContain(`/property/${host.listing.id}`);
  const guestEmail = await signUpIn(context, 'guest');
  const checkIn = daysFromToday(30);
  const checkOut = daysFromToday(32);
  await apiQuote(page.request, host.listing.id, { checkIn, checkOut });

  // The first request through the panel, for one guest.
  const panel = await openPanel(page, host.listing.id);
  await pickDay(panel, checkIn);
  await pickDay(panel, checkOut);
  // One wording on the property page, at checkout and on the trip.
  await expect(panel.getByTestId('reserve-note')).toHaveText(REQUEST_PAYMENT);
  await panel.getByRole('button', { name: 'Request to book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const acceptedId = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('request-payment-note')).toContainText(REQUEST_PAYMENT);
  await expect(page.getByTestId('checkout-property')).not.toContainText('you pay now');
  await page.getByTestId('pay-button').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  const banner = page.getByTestId('payment-banner');
  await expect(banner).toHaveAttribute('data-outcome', 'requested', { timeout: 20_000 });
  await expect(banner).toContainText('Request sent');
  await expect(banner).toContainText(REQUEST_PAYMENT);
  await expect(banner).not.toContainText("won't be charged");
  // The 'request sent' email: what the card holds and until when the host may answer.
  const sent = await waitForEmail({
    to: guestEmail,
    subjectIncludes: `Your request for ${host.listing.title} was sent`,
  });
  expect(sent.text).toMatch(/Hugo has until .+ \(America\/Santiago time\) to answer\./);
  expect(sent.text).toMatch(
    /CLP\$[\d,]+ is authorised on your card: it's charged only when the host accepts\./,
  );
  expect(sent.text).toMatch(/Authorised on your card: CLP\$[\d,]+/);
  const trip = page.getByTestId('booking-card').filter({ hasText: '1 guest' });
  await expect(trip.getByTestId('booking-status')).toHaveText('Waiting for the host');
  await page.goto(`/bookings/${acceptedId}`);
  await expect(page.getByTestId('receipt-authorized')).toContainText(REQUEST_PAYMENT);

  // The second through the API, for two guests on other dates.
  const second = await holdThroughApi(page.request, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(40),
    checkOut: daysFromToday(41),
    guests: 2,
  });
  await payThroughApi(page.request, second.id);
  await waitForStatus(page.request, second.id, 'requested');

  const hostPage = await host.context.newPage();
  await hostPage.goto('/host/bookings');
  await expect(hostPage.getByRole('tab', { name: 'Requests' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const cards = hostPage.getByTestId('booking-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByTestId('booking-status')).toHaveText('Request');
  await expect(cards.first()).toContainText('Guest: Ana');
  const one = cards.filter({ hasText: '1 guest' });
  await one.getByRole('button', { name: 'Accept' }).click();
  await expect(hostPage.getByText(`Request for ${host.listing.title} accepted`)).toBeVisible();
  await expect(cards).toHaveCount(1);

  await cards.filter({ hasText: '2 guests' }).getByRole('button', { name: 'Decline' }).click();
  const confirm = hostPage.getByRole('alertdialog', { name: 'Decline this request?' });
  // It says which request: the guest, the place and the dates.
  await expect(confirm).toContainText(
    `'s request for ${host.listing.title}: ${day(daysFromToday(40))} – ${day(daysFromToday(41))}.`,
  );
  await expect(confirm).toContainText(/Ana[^']*'s request for/);
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(hostPage.getByText(`Request for ${host.listing.title} declined`)).toBeVisible();
  await expect(hostPage.getByText('No requests waiting for an answer.')).toBeVisible();
  await hostPage.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(cards.filter({ hasText: '1 guest' }).getByTestId('booking-status')).toHaveText(
    'Confirmed',
  );

  // The guest: the accepted trip is upcoming and confirmed, the declined one fully refunded.
  await page.goto('/bookings');
  await expect(
    page.getByTestId('booking-card').filter({ hasText: '1 guest' }).getByTestId('booking-status'),
  ).toHaveText('Confirmed');
  expect((await bookingOf(page.request, acceptedId)).status).toBe('confirmed');
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  const declined = page.getByTestId('booking-card').filter({ hasText: '2 guests' });
  await expect(declined.getByTestId('booking-status')).toHaveText('Declined');

  const paid = second.quote.total.amount;
  await expectRefundOnReceipt(page, second.id, paid);
  const note = page.getByTestId('status-note');
  await expect(note).toContainText('The host declined this request');
  await expect(note).toContainText('(100%)');
  await expect(note).toContainText(moneyPattern(paid));
  await host.context.close();
});
