import { expect, test } from '@playwright/test';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';
import {
  apiQuote,
  bookingOf,
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  moneyPattern,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations), decision 0050: an admin finds a paid booking, follows its
// timeline across booking, payment and notification, and cancels it with a refund of their
// choosing; the guest's trip says so.

test.use({ locale: 'en-US' });

test('an admin finds a paid booking, reads its timeline and cancels it with a custom refund', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await hostWithListing(browser, 'home', { refundPolicy: 'moderate' });
  const guest = await browser.newContext();
  await signUpIn(guest, 'guest');
  const checkIn = daysFromToday(40);
  const checkOut = daysFromToday(42);
  await apiQuote(guest.request, host.listing.id, { checkIn, checkOut });
  const held = await holdThroughApi(guest.request, {
    propertyId: host.listing.id,
    checkIn,
    checkOut,
    guests: 1,
  });
  await payThroughApi(guest.request, held.id);
  await waitForStatus(guest.request, held.id, 'confirmed');
  const code = held.id.slice(0, 8);
  const refund = 12_345;

  const admin = uniqueEmail('admin-bookings');
  await createVerifiedUser(request, admin);
  await makeAdmin(admin);
  await page.goto('/admin/bookings');
  await logInInOpenModal(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  // Found by its code; the row shows its status and its total in pesos.
  const filters = page.getByRole('search', { name: 'Search bookings' });
  await filters.getByLabel('Code or booking id').fill(code);
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  const row = page.getByTestId('admin-booking-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-booking-status')).toHaveText('Confirmed');
  await expect(row).toContainText(moneyPattern(held.quote.total.amount));
  await row.getByRole('link', { name: `Open booking ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();

  // The timeline: hold, then the payment, then the confirmation, in that order.
  const kinds = page.getByTestId('admin-timeline-entry').locator('[data-kind]');
  await expect(kinds.first()).toBeVisible();
  const order = await kinds.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')));
  const heldAt = order.indexOf('booking.held');
  const captured = order.indexOf('payment.captured');
  const confirmed = order.indexOf('booking.confirmed');
  expect(heldAt, order.join(', ')).toBeGreaterThanOrEqual(0);
  expect(captured, order.join(', ')).toBeGreaterThan(heldAt);
  expect(confirmed, order.join(', ')).toBeGreaterThan(heldAt);
  expect(order, order.join(', ')).toContain('payment.webhook');

  // Cancel with another amount: the amount is shown before anything changes.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking' });
  await dialog.getByLabel('Another amount').check();
  await dialog.getByLabel('Refund amount (CLP)').fill(String(held.quote.total.amount + 1));
  await expect(dialog.getByText(/At most what was paid/)).toBeVisible();
  await dialog.getByLabel('Refund amount (CLP)').fill(String(refund));
  await expect(dialog.getByTestId('admin-refund-amount')).toContainText(moneyPattern(refund));
  await dialog.getByLabel('Reason').fill('The host cannot receive guests on those dates.');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText('The booking was cancelled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-booking-status')).toHaveText('Cancelled');

  // The guest's trip shows it cancelled with that refund.
  const cancelled = await bookingOf(guest.request, held.id);
  expect(cancelled.status).toBe('cancelled');
  const trip = await guest.newPage();
  await trip.goto(`/bookings/${held.id}`);
  const note = trip.getByText(/Cancelled by Arrendo support on/);
  await expect(note).toBeVisible();
  await expect(note).toContainText(moneyPattern(refund));

  await guest.close();
  await host.context.close();
});
