import { expect, test } from '@playwright/test';
import { DEFAULT_DEMO_PASSWORD, DEMO_HOST_EMAIL } from '@arrendo/seed/demo-accounts';
import { createVerifiedUser, expectSignedIn, logIn, uniqueEmail } from './support/auth.js';
import { createPublishedListing } from './support/host-listings.js';

// Issue 8: a host blocks and unblocks days of a listing, and the demo host can sign in at once.

test.use({ locale: 'en-US' });

test('a host blocks a day on the availability page; guests see it unavailable', async ({
  page,
  request,
}) => {
  await createVerifiedUser(page.request, uniqueEmail('host-calendar'));
  const title = `Casa en Ñuñoa ${Date.now()}`;
  const listing = await createPublishedListing(page.request, title);

  await page.goto('/manage-listings');
  const row = page.getByRole('listitem', { name: title });
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Availability' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-listings/${listing.id}/availability$`));

  // Next month: every day there is in the future and inside the 6-month horizon.
  await page.getByRole('button', { name: 'Next month' }).click();
  const day = page.locator('button[data-state="free"]').nth(10);
  const date = await day.getAttribute('data-date');
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await day.click();
  const chosen = page.locator(`button[data-date="${date}"]`);
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');

  // Saved on the server: a reload shows it, and the public calendar disables it for guests.
  await page.reload();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(chosen).toHaveAttribute('data-state', 'blocked');
  const to = new Date(`${date}T12:00:00Z`);
  to.setUTCDate(to.getUTCDate() + 1);
  const availability = await request.get(
    `/api/properties/${listing.id}/availability?from=${date}&to=${to.toISOString().slice(0, 10)}`,
  );
  expect(availability.ok()).toBe(true);
  expect(((await availability.json()) as { unavailableDates: string[] }).unavailableDates).toEqual([
    date,
  ]);

  // Unblocking frees it again.
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(chosen).toHaveAttribute('data-state', 'free');
});

test('the demo host signs in with the printed credentials and finds their listings', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, DEMO_HOST_EMAIL, DEFAULT_DEMO_PASSWORD);
  await expectSignedIn(page);
  await page.goto('/manage-listings');
  const rows = page.getByRole('listitem').filter({ has: page.getByTestId('listing-status') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(rows.first().getByTestId('listing-status')).toHaveText('Published');
});

// Issue 27 (decision 0041): the seed gives the demo host a history made through the services'
// commands, so a fresh start shows past stays paid out.
test('the demo host finds their past stays paid out on the Payouts tab', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO_HOST_EMAIL, DEFAULT_DEMO_PASSWORD);
  await expectSignedIn(page);
  const reply = await page.context().request.get('/api/payouts/ledger');
  expect(reply.status()).toBe(200);
  const ledger = (await reply.json()) as {
    method: string | null;
    totals: { paid: number; upcoming: number };
    payouts: { status: string; amount: number }[];
  };
  expect(ledger.method).toBe('bank_transfer');
  expect(ledger.totals.paid).toBeGreaterThan(0);
  expect(ledger.totals.upcoming).toBeGreaterThan(0);
  expect(ledger.payouts.some((p) => p.status === 'paid' && p.amount === ledger.totals.paid)).toBe(
    true,
  );

  await page.goto('/payments?tab=payouts');
  await expect(page.getByRole('heading', { name: 'Earnings by booking' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});
