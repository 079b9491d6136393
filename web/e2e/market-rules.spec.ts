import { expect, test } from '@playwright/test';
import { CSRF } from './support/auth.js';
import {
  bookingOf,
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';

// Issue 25 (decision 0022): a listing with an upcoming confirmed booking cannot be deleted until
// its host cancels it, and a guest who was paying while the host deleted the listing gets their
// money back instead of a booking of a listing that no longer exists.

test.describe.configure({ timeout: 150_000 });
test.use({ locale: 'en-US' });

test('a host cannot delete a listing with an upcoming confirmed booking until they cancel it', async ({
  browser,
  context,
  page,
}) => {
  const host = await hostWithListing(browser, 'home');
  const title = host.listing.title;
  await signUpIn(context, 'guest');
  const held = await holdThroughApi(page.request, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(20),
    checkOut: daysFromToday(22),
    guests: 1,
  });
  await payThroughApi(page.request, held.id);
  await waitForStatus(page.request, held.id, 'confirmed');

  // Another guest is at checkout, their payment started, when the host deletes the listing.
  const late = await browser.newContext();
  await signUpIn(late, 'guest');
  const lateHold = await holdThroughApi(late.request, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(30),
    checkOut: daysFromToday(32),
    guests: 1,
  });
  const started = await late.request.post('/api/payments', {
    headers: CSRF,
    data: { bookingId: lateHold.id, method: 'card' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { paymentId } = (await started.json()) as { paymentId: string };

  const hostPage = await host.context.newPage();
  await hostPage.goto('/manage-listings');
  const row = hostPage.getByRole('listitem', { name: title });
  const remove = async () => {
    await row.getByRole('button', { name: `More actions for ${title}` }).click();
    await hostPage.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = hostPage.getByRole('alertdialog', { name: 'Delete this listing?' });
    await expect(confirm).toContainText('cancelled with full refunds');
    await confirm.getByRole('button', { name: 'Delete listing' }).click();
  };

  await remove();
  await expect(
    hostPage.getByText(
      `${title} has an upcoming confirmed booking. Cancel it under Bookings of your listings before deleting the listing.`,
    ),
  ).toBeVisible();
  await expect(row.getByTestId('listing-status')).toHaveText('Published');
  expect((await bookingOf(page.request, held.id)).status).toBe('confirmed');
  expect((await bookingOf(late.request, lateHold.id)).status).toBe('pending');

  // The host cancels the stay (the guest gets everything back), then deletes.
  const preview = await hostPage.request.get(`/api/bookings/${held.id}/cancellation`);
  const { refund } = (await preview.json()) as { refund: { amount: number } };
  const cancelled = await hostPage.request.post(`/api/bookings/${held.id}/cancel`, {
    headers: CSRF,
    data: { expectedRefund: refund.amount },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await remove();
  await expect(hostPage.getByText(`${title} was deleted`)).toBeVisible();
  await expect(row).toBeHidden();

  // The checkout's payment completes after the delete: refunded, never confirmed.
  const completed = await late.request.post(`/api/payments/${paymentId}/dev-complete`, {
    headers: CSRF,
    data: { outcome: 'succeed' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  await expect
    .poll(async () => (await bookingOf(late.request, lateHold.id)).payment.state, {
      timeout: 20_000,
    })
    .toMatch(/refund/);
  expect((await bookingOf(late.request, lateHold.id)).status).toBe('cancelled');
  const guestPage = await late.newPage();
  await guestPage.goto(`/bookings/${lateHold.id}`);
  await expect(guestPage.getByTestId('status-note')).toContainText(
    'The host took this place off Arrendo before the booking was confirmed',
  );
  await late.close();
  await host.context.close();
});
