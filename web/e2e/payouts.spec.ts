import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appReady } from './support/app-ready.js';
import {
  createVerifiedUser,
  CSRF,
  logInInOpenModal,
  PASSWORD,
  uniqueEmail,
} from './support/auth.js';
import {
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  moneyPattern,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';
import { makeAdmin } from './support/database.js';

// Issue 27 (payouts, decision 0041): a paid and confirmed booking owes its host its base, shown
// on the host's Payouts tab of /payments until it is released; admins read the platform's
// revenue and the payout batches on /admin/revenue, which others may not open. The release job
// runs hourly, so nothing here is released or paid out: the batches are whatever the run has.

test.describe.configure({ timeout: 120_000 });

interface Ledger {
  method: string | null;
  totals: { upcoming: number; ready: number; scheduled: number; paid: number };
  lines: { bookingId: string; kind: string; amount: number; status: string }[];
}

async function ledgerOf(request: APIRequestContext): Promise<Ledger> {
  const reply = await request.get('/api/payouts/ledger');
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as Ledger;
}

test('a paid booking is upcoming on its host’s Payouts tab, with its listing, on desktop and phone', async ({
  browser,
}) => {
  const host = await hostWithListing(browser, 'home');
  const guestContext = await browser.newContext();
  await signUpIn(guestContext, 'guest');
  const guest = guestContext.request;

  // Paid with the dev provider, as the checkout does: the confirmation writes the base's line.
  const held = await holdThroughApi(guest, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(10),
    checkOut: daysFromToday(12),
    guests: 2,
  });
  await payThroughApi(guest, held.id);
  await waitForStatus(guest, held.id, 'confirmed');
  const base = held.quote.base.amount;
  await expect
    .poll(async () => (await ledgerOf(host.context.request)).lines.map((l) => l.bookingId), {
      message: 'the booking’s line in the host’s ledger',
      timeout: 20_000,
    })
    .toContain(held.id);
  const ledger = await ledgerOf(host.context.request);
  expect(ledger.method).toBeNull();
  expect(ledger.totals).toEqual({ upcoming: base, ready: 0, scheduled: 0, paid: 0 });

  // Desktop: from the payments to the payouts, a tab in the address.
  const page = await host.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/payments');
  await appReady(page);
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'payouts');
  await expect(page.getByRole('listitem', { name: 'Upcoming' })).toContainText(moneyPattern(base));
  await expect(page.getByRole('listitem', { name: 'Ready' })).toContainText(moneyPattern(0));
  await expect(page.getByRole('listitem', { name: 'Paid', exact: true })).toContainText(
    moneyPattern(0),
  );
  // No payout details yet: the way to add them.
  const banner = page.getByRole('region', { name: 'Add your payout details to get paid' });
  await expect(banner.getByRole('link', { name: 'Add payout details' })).toHaveAttribute(
    'href',
    '/payment-setup',
  );
  await expect(page.getByRole('region', { name: 'Payouts', exact: true })).toContainText(
    'No payouts yet.',
  );
  const lines = page.getByRole('region', { name: 'Earnings by booking' });
  const row = lines.getByRole('row').filter({ hasText: host.listing.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(moneyPattern(base));
  await expect(row).toContainText('Booking');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(/Available \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(row.getByRole('link', { name: 'View booking' })).toHaveAttribute(
    'href',
    `/bookings/${held.id}`,
  );

  // The address opens the tab by itself; a phone shows the line as a card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('line-card').filter({ hasText: host.listing.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(moneyPattern(base));
  await expect(page.getByTestId('line-row')).toBeHidden();

  // Back to the payments: the ones the host paid as a guest (none).
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('tab'));
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.getByTestId('line-card')).toHaveCount(0);

  await Promise.all([host.context, guestContext].map((c) => c.close()));
});

test('an admin reads the platform revenue and the payout batches', async ({ page, request }) => {
  const email = uniqueEmail('payout-admin');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  // Signed in through the API on the page's own cookie jar: the modal is not the point here.
  const login = await page.request.post('/api/auth/login', {
    headers: CSRF,
    data: { email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const readRevenue = async () => {
    const reply = await page.request.get('/api/admin/revenue?months=12');
    expect(reply.status(), await reply.text()).toBe(200);
    return (await reply.json()) as { platformFees: number; byMonth: unknown[] };
  };
  const before = await readRevenue();
  const listed = await page.request.get('/api/admin/payouts');
  expect(listed.status(), await listed.text()).toBe(200);
  const { batches } = (await listed.json()) as { batches: unknown[] };

  await page.goto('/admin');
  await page.getByRole('link', { name: /Revenue and payouts/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue and payouts' })).toBeVisible();

  const revenue = page.getByRole('region', { name: 'Platform revenue' });
  const fees = revenue.getByRole('listitem', { name: 'Platform fees' });
  await expect(fees).toContainText('CLP$');
  // Other specs may pay meanwhile: the figure is the API's, read before or after the page.
  const after = await readRevenue();
  const shown = (await fees.textContent()) ?? '';
  expect(
    [before.platformFees, after.platformFees].some((fee) => moneyPattern(fee).test(shown)),
    `${shown} shows the platform fees`,
  ).toBe(true);
  for (const label of ['VAT collected', 'Charged to guests', 'Refunded', 'Payments']) {
    await expect(revenue.getByRole('listitem', { name: label })).toBeVisible();
  }
  if (after.byMonth.length > 0) {
    await expect(revenue.getByRole('table', { name: 'Revenue by month' })).toBeVisible();
  }

  const section = page.getByRole('region', { name: 'Payout batches' });
  if (batches.length === 0) {
    await expect(section.getByText('No payout batches yet.')).toBeVisible();
  } else {
    await expect(section.getByTestId('payout-batch-row')).toHaveCount(batches.length);
    // The newest batch opens below the list (in the address), with the bank's upload file.
    await section
      .getByRole('button', { name: /^View the payouts of the batch of / })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.searchParams.has('batch'));
    const opened = section.getByTestId('payout-batch');
    await expect(opened.getByTestId('admin-payout-row').first()).toBeVisible();
    const csv = await opened.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv).toMatch(/^\/api\/admin\/payouts\/batches\/[0-9a-f-]{36}\/csv$/);
    const file = await page.request.get(csv ?? '');
    expect(file.status(), await file.text()).toBe(200);
    expect(file.headers()['content-type']).toContain('text/csv');
  }
  await expect(page.getByRole('region', { name: 'Failed Stripe transfers' })).toBeVisible();

  // A claim on a booking that owes nobody anything is refused, and says so.
  const claim = page.getByRole('region', { name: 'Add a claim' });
  await claim.getByRole('textbox', { name: 'Booking ID' }).fill(randomUUID());
  await claim.getByRole('textbox', { name: 'Amount (CLP)' }).fill('-5.000');
  await claim.getByRole('textbox', { name: 'Note' }).fill('Late checkout');
  await claim.getByRole('button', { name: 'Add claim' }).click();
  await expect(claim.getByRole('alert')).toHaveText(
    'This booking owes its host nothing, so no claim can be added to it.',
  );
});

test('a signed-in user without the admin role gets the 403 page for revenue', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('not-payout-admin');
  await createVerifiedUser(request, email);
  await page.goto('/admin/revenue');
  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/revenue');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payout batches' })).toHaveCount(0);
  for (const path of ['/api/admin/payouts', '/api/admin/revenue']) {
    const api = await page.request.get(path);
    expect(api.status(), path).toBe(403);
  }
});
