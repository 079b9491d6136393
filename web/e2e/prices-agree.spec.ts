import { expect, test, type Locator } from '@playwright/test';
import {
  apiQuote,
  daysFromToday,
  hostWithListing,
  moneyPattern,
  openPanel,
  pickDay,
  signUpIn,
} from './support/bookings.js';

// Issue 31, "The host is told the wrong price": the wizard's preview, the property page, checkout
// and the host's bookings say the same amounts (decisions.md "Money", decision 0029): a guest pays
// the base, the 10% service fee and 19% IVA on that fee only; the host earns the base.

test.describe.configure({ timeout: 120_000 });

const BOOKING_ID = /\/checkout\/([0-9a-f-]{36})$/;

/** The whole pesos a money text shows ("CLP$78,330" → 78330). */
async function pesos(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/\D/g, ''));
}

test('the wizard preview, the property page, checkout and /host/bookings agree', async ({
  browser,
  context,
  page,
}) => {
  // 60.000 a night + 10.000 cleaning: one night's base is 70.000.
  const host = await hostWithListing(browser, 'home', {
    price: 60000,
    extraFees: [{ name: 'Cleaning', amount: 10000 }],
    instantBook: true,
    refundPolicy: 'flexible',
  });

  // The host's preview for one day: 70.000 + 7.000 fee + 1.330 IVA on that fee = 78.330.
  const hostPage = await host.context.newPage();
  await hostPage.goto(`/edit-listing/${host.listing.id}?step=pricing`);
  await expect(hostPage.getByTestId('guests-pay')).toBeVisible();
  const guestsPay = await pesos(hostPage.getByTestId('guests-pay'));
  const youEarn = await pesos(hostPage.getByTestId('you-earn'));
  expect([guestsPay, youEarn]).toEqual([78_330, 70_000]);

  // The guest books that one night: the quote, the property page and checkout say the same.
  await signUpIn(context, 'guest');
  const checkIn = daysFromToday(50);
  const checkOut = daysFromToday(51);
  const quote = await apiQuote(page.request, host.listing.id, { checkIn, checkOut });
  expect(quote.total.amount).toBe(guestsPay);
  expect(quote.vat.amount).toBe(1_330);

  const panel = await openPanel(page, host.listing.id);
  await pickDay(panel, checkIn);
  await pickDay(panel, checkOut);
  await expect(panel.getByTestId('quote-line-vat')).toContainText('IVA on the service fee (19%)');
  await expect(panel.getByTestId('quote-line-vat')).toContainText(moneyPattern(1_330));
  await expect(panel.getByTestId('quote-total')).toContainText(moneyPattern(guestsPay));
  await panel.getByRole('button', { name: 'Reserve', exact: true }).click();

  await expect(page).toHaveURL(BOOKING_ID);
  const breakdown = page.getByTestId('price-breakdown');
  await expect(breakdown.getByTestId('line-vat')).toContainText(moneyPattern(1_330));
  await expect(breakdown.getByTestId('line-total')).toContainText(moneyPattern(guestsPay));
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/pay\/dev\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('dev-amount')).toHaveText(moneyPattern(guestsPay));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-outcome', 'confirmed', {
    timeout: 20_000,
  });

  // The host sees what they earn for it, the base, and not the guest's total.
  await hostPage.goto('/host/bookings?tab=upcoming');
  const card = hostPage.getByTestId('booking-card').filter({ hasText: host.listing.title });
  await expect(card.getByTestId('booking-amount')).toContainText('You earn');
  await expect(card.getByTestId('booking-amount')).toContainText(moneyPattern(youEarn));
  await expect(card).not.toContainText(moneyPattern(guestsPay));

  // With 'show prices with taxes' the page's price per night is what a guest pays for it:
  // 60.000 + 6.000 + 1.140, never 60.000 × 1,19 = 71.400.
  const pricedPanel = await openPanel(page, host.listing.id);
  await expect(pricedPanel.getByTestId('property-price')).toContainText(moneyPattern(60_000));
  const toggle = page.getByTestId('tax-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(pricedPanel.getByTestId('property-price')).toContainText(moneyPattern(67_140));
  await host.context.close();
});
