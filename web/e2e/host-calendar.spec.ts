import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appReady } from './support/app-ready.js';
import { CSRF } from './support/auth.js';
import { daysFromToday, hostWithListing, signUpIn } from './support/bookings.js';

// Issue 27: a host blocks dates from the phone calendar, and those days stay blocked: guests'
// date pickers show them taken, a hold over them is refused, and search leaves the listing out
// for them (and keeps it for other dates). Unblocking one day from its panel frees only that day.

test.describe.configure({ timeout: 180_000 });

/** Santiago's coordinates of every test listing (support/host-listings.ts). */
const AT = { lat: '-33.4372', lng: '-70.6404', radius: '2' };

async function searchIds(request: APIRequestContext, checkIn: string, checkOut: string) {
  const query = new URLSearchParams({ type: 'day', ...AT, checkIn, checkOut, guests: '1' });
  const reply = await request.get(`/api/search?${query}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { items: { id: string }[] }).items.map((i) => i.id);
}

async function unavailable(request: APIRequestContext, id: string, from: string, to: string) {
  const reply = await request.get(`/api/properties/${id}/availability?from=${from}&to=${to}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { unavailableDates: string[] }).unavailableDates;
}

test('a host blocks dates on the phone calendar and they stop being bookable and searchable', async ({
  browser,
  request,
}) => {
  const host = await hostWithListing(browser, 'home');
  const { id } = host.listing;
  const [first, second, third, after] = [12, 13, 14, 15].map(daysFromToday) as [
    string,
    string,
    string,
    string,
  ];
  // Searchable on those dates before anything is blocked (search follows the listing's events).
  await expect.poll(() => searchIds(request, first, after), { timeout: 30_000 }).toContain(id);

  const page = await host.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/host/calendar');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/host',
  );
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Block Dates' }).click();
  const sheet = page.getByRole('dialog', { name: 'Block Dates' });
  await sheet.getByLabel('From').fill(first);
  await sheet.getByLabel('To').fill(third);
  await sheet.getByLabel('Note (optional)').fill('Family visit');
  await sheet.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dates blocked' })).toBeVisible();
  await expect(sheet).toBeHidden();

  // The grid shows them blocked (the month of the first one, moving there if needed).
  const cell = (date: string) => page.locator(`[data-date="${date}"]`);
  if ((await cell(first).count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(cell(first)).toHaveAttribute('data-state', 'blocked');
  await expect(cell(first)).toHaveAccessibleName(/blocked$/);

  // Guests: the date picker's days, a hold, and search.
  expect(await unavailable(request, id, first, after)).toEqual([first, second, third]);
  const guestContext = await browser.newContext();
  await signUpIn(guestContext, 'guest-calendar');
  const refused = await guestContext.request.post('/api/bookings', {
    headers: { ...CSRF, 'Idempotency-Key': randomUUID() },
    data: { propertyId: id, checkIn: second, checkOut: after, guests: 1 },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(`The host has blocked ${second}`);
  await guestContext.close();
  await expect.poll(() => searchIds(request, first, after), { timeout: 30_000 }).not.toContain(id);
  const later = [daysFromToday(40), daysFromToday(42)] as const;
  expect(await searchIds(request, ...later)).toContain(id);

  // Unblocking one day from its panel frees that day only.
  await cell(first).click();
  const panel = page
    .getByRole('region', { name: /\d{4}/ })
    .filter({ hasText: 'This date is blocked' });
  await expect(panel).toContainText('Family visit');
  await panel.getByRole('button', { name: 'Unblock this date' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dates unblocked' })).toBeVisible();
  await expect(cell(first)).not.toHaveAttribute('data-state', 'blocked');
  expect(await unavailable(request, id, first, after)).toEqual([second, third]);

  // Another host's listing is not theirs to see.
  const other = await hostWithListing(browser, 'home');
  await page.goto(`/host/calendar?listing=${other.listing.id}`);
  await appReady(page);
  await expect(page.getByRole('alert')).toContainText('Listing not found');
  const foreign = await host.context.request.get(`/api/host/listings/${other.listing.id}/calendar`);
  expect([403, 404]).toContain(foreign.status());
  await other.context.close();
  await host.context.close();
});
