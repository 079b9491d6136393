import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, CSRF, PASSWORD, uniqueEmail } from './support/auth.js';
import {
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): /admin/revenue shows fees and IVA by month and by provider,
// payouts owed and paid, and exports the months as CSV, each download in the audit log
// (decision 0053). Its API calls start their trace in the browser: the answer's x-trace-id is
// the trace id the browser sent, and a failure's "Reference" is that id (decision 0046).

test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-US' });

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
const CSV_HEADER =
  'month,period_start,period_end,provider,currency,gross_charged,refunded,platform_fee,vat_on_fee,payouts_paid';

/** A new admin signed in on the page's own cookie jar (the modal is not the point here). */
async function signedInAdmin(page: Page): Promise<string> {
  const email = uniqueEmail('revenue-admin');
  await createVerifiedUser(page.request, email);
  await makeAdmin(email);
  const login = await page.request.post('/api/auth/login', {
    headers: CSRF,
    data: { email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}

interface Revenue {
  byProvider?: { provider: string; platformFees: number }[];
  byMonth: { month: string }[];
  payouts?: { upcoming: number; ready: number; scheduled: number; paid: number };
}

test('an admin reads revenue by provider and payouts, and exports the months as CSV', async ({
  page,
  browser,
}) => {
  // A payment through the dev provider, so there is at least one provider row.
  const host = await hostWithListing(browser, 'home');
  const guestContext = await browser.newContext();
  await signUpIn(guestContext, 'guest');
  const held = await holdThroughApi(guestContext.request, {
    propertyId: host.listing.id,
    checkIn: daysFromToday(20),
    checkOut: daysFromToday(22),
    guests: 2,
  });
  await payThroughApi(guestContext.request, held.id);
  await waitForStatus(guestContext.request, held.id, 'confirmed');
  await Promise.all([host.context, guestContext].map((c) => c.close()));

  const admin = await signedInAdmin(page);
  // The fee reaches the ledger and the host's line the payout ledger through events.
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/admin/revenue?months=12');
        const body = (await reply.json()) as Revenue;
        const fees = body.byProvider?.find((p) => p.provider === 'dev')?.platformFees ?? 0;
        return fees >= held.quote.serviceFee.amount &&
          (body.payouts?.upcoming ?? 0) >= held.quote.base.amount
          ? 'recorded'
          : JSON.stringify(body);
      },
      { message: 'the dev payment in the fee ledger and its host line owed', timeout: 20_000 },
    )
    .toBe('recorded');

  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/revenue'),
    page.goto('/admin/revenue'),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue and payouts' })).toBeVisible();

  // The browser started the trace; the BFF continued it and says so.
  const sent = TRACEPARENT.exec((await answer.request().allHeaders())['traceparent'] ?? '');
  expect(sent, 'the browser sends a W3C traceparent').not.toBeNull();
  expect(answer.headers()['x-trace-id']).toBe(sent?.[1]);

  const section = page.getByRole('region', { name: 'Revenue by provider' });
  const devRow = section.getByRole('row').filter({ hasText: 'Dev (no money moves)' });
  await expect(devRow).toHaveCount(1);
  await expect(devRow).toContainText('CLP$');
  // This month's row in the month table, with the dev provider's share under it.
  await expect(page.getByTestId('month-provider-row').first()).toBeVisible();
  const payouts = page.getByRole('region', { name: 'Host payouts' });
  for (const label of ['Owed to hosts', 'Not due yet', 'Ready to pay', 'Sent to the bank']) {
    await expect(payouts.getByRole('listitem', { name: label })).toContainText('CLP$');
  }
  await expect(payouts.getByRole('listitem', { name: 'Paid to hosts' })).toContainText('CLP$');

  // The export: an attachment named by its months, its rows as decision 0053 says.
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', '/api/admin/revenue/export?months=12');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^arrendo-revenue-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  // Twelve months for all providers, and the totals.
  expect(lines.filter((l) => /^\d{4}-\d{2},.*,all,CLP,/.test(l))).toHaveLength(12);
  const totalDev = lines.find((l) => l.startsWith('total,') && l.split(',')[3] === 'dev');
  expect(totalDev, csv).toBeDefined();
  expect(Number(totalDev?.split(',')[7])).toBeGreaterThanOrEqual(held.quote.serviceFee.amount);

  const file = await page.request.get('/api/admin/revenue/export?months=3');
  expect(file.status(), await file.text()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.headers()['content-disposition']).toMatch(
    /^attachment; filename="arrendo-revenue-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv"$/,
  );
  const bad = await page.request.get('/api/admin/revenue/export?months=99');
  expect(bad.status()).toBe(400);

  // Each download is an admin action in the audit log (it arrives through the outbox).
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(
          `/api/admin/audit?action=payment.revenue.download&actor=${encodeURIComponent(admin)}`,
        );
        if (!reply.ok()) return -1;
        return ((await reply.json()) as { items: unknown[] }).items.length;
      },
      { message: 'the two downloads in the audit log', timeout: 20_000 },
    )
    .toBe(2);
});

test('a failure’s reference is the trace id the browser started', async ({ page }) => {
  await signedInAdmin(page);
  // A proxy's own error page: no x-trace-id, no JSON body, and not a status the app retries.
  const sent: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/admin/revenue',
    async (route) => {
      sent.push((await route.request().allHeaders())['traceparent'] ?? '');
      await route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<html><body>Internal error</body></html>',
      });
    },
  );
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue and payouts' })).toBeVisible();
  await expect(page.getByText('An error occurred. Please try again.')).toBeVisible();
  const traceId = TRACEPARENT.exec(sent.at(-1) ?? '')?.[1];
  expect(traceId, `traceparents sent: ${sent.join(', ')}`).toBeDefined();
  await expect(page.getByTestId('error-reference')).toHaveText(`Reference: ${traceId}`);
});
