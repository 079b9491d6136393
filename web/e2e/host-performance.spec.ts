import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF } from './support/auth.js';
import {
  daysFromToday,
  holdThroughApi,
  hostWithListing,
  payThroughApi,
  publishListing,
  signUpIn,
  waitForStatus,
} from './support/bookings.js';
import { appReady } from './support/app-ready.js';

// Issue: the host's performance page. A guest views two listings (and comes back), saves one and
// books both; another visitor looks without signing in; the host's own look does not count.
// The host reads those numbers on a phone and on a desktop, one listing at a time too, and never
// sees another host's listing.

test.describe.configure({ timeout: 180_000 });

/** A figure's card on the page (a list item named by its label). */
const figure = (page: Page, label: string) => page.getByRole('listitem', { name: label });

/** Opens a listing's page and waits for the page to have counted its view (or not). */
async function visit(page: Page, listingId: string): Promise<void> {
  const counted = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/properties/${listingId}/views`) && r.request().method() === 'POST',
  );
  await page.goto(`/property/${listingId}`);
  expect((await counted).status()).toBe(204);
}

async function paid(guest: APIRequestContext, body: Record<string, unknown>, status: string) {
  const held = await holdThroughApi(guest, body);
  await payThroughApi(guest, held.id);
  await waitForStatus(guest, held.id, status);
  return held;
}

test('a host reads the views, saves, requests, conversion and response rate of their listings', async ({
  browser,
}) => {
  const host = await hostWithListing(browser, 'home');
  const loft = host.listing;
  const studio = await publishListing(
    host.context.request,
    'experience',
    `Studio ${randomUUID().slice(0, 8)}`,
    { instantBook: false },
  );

  // The guest: the loft twice (one view), the studio once, and the loft saved to a wishlist.
  const guestContext = await browser.newContext();
  await signUpIn(guestContext, 'guest');
  const guestPage = await guestContext.newPage();
  await visit(guestPage, loft.id);
  await visit(guestPage, loft.id);
  await visit(guestPage, studio.id);
  await guestPage.goto(`/property/${loft.id}`);
  await appReady(guestPage);
  await guestPage.getByRole('button', { name: `Save ${loft.title}` }).click();
  const save = guestPage.getByRole('dialog', { name: 'Save to a wishlist' });
  await save.getByLabel('Name').fill(`Trips ${Date.now()}`);
  await save.getByRole('button', { name: 'Create and save' }).click();
  await expect(
    guestPage.getByRole('button', { name: `Remove ${loft.title} from wishlists` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // A visitor who never signs in: one more view of the loft. The host's own look: none.
  const visitorContext = await browser.newContext();
  await visit(await visitorContext.newPage(), loft.id);
  await visit(await host.context.newPage(), loft.id);

  // The loft booked at once (instant book), the studio on request, which the host accepts.
  const guest = guestContext.request;
  await paid(
    guest,
    { propertyId: loft.id, checkIn: daysFromToday(20), checkOut: daysFromToday(22), guests: 2 },
    'confirmed',
  );
  const request = await paid(
    guest,
    { propertyId: studio.id, date: daysFromToday(21), startTime: '10:00', hours: 2, guests: 2 },
    'requested',
  );
  const accepted = await host.context.request.post(`/api/bookings/${request.id}/accept`, {
    headers: CSRF,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // A phone: from the dashboard's quick actions.
  const page = await host.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/host/dashboard');
  await appReady(page);
  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('link', { name: /^Performance/ })
    .click();
  await expect(page).toHaveURL(/\/host\/performance$/);
  await expect(page).toHaveTitle('Arrendo | Performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  // Three views (the guest's two listings, the visitor's loft), one save, two requests, both
  // confirmed: 2 of 3 views converted. The one request to answer was answered in time.
  await expect(figure(page, 'Views')).toContainText('3');
  await expect(figure(page, 'Saves')).toContainText('1');
  await expect(figure(page, 'Booking requests')).toContainText('2');
  await expect(figure(page, 'Booking requests')).toContainText('2 confirmed');
  await expect(figure(page, 'Conversion')).toContainText('66.7%');
  await expect(figure(page, 'Response rate')).toContainText('100%');
  await expect(figure(page, 'Response rate')).toContainText('1 of 1 requests');

  const byListing = page.getByRole('region', { name: 'By listing' });
  const loftRow = byListing.getByRole('row', { name: new RegExp(loft.title) });
  await expect(loftRow.getByRole('cell')).toHaveText(['2', '1', '1', '50%', '—']);
  const studioRow = byListing.getByRole('row', { name: new RegExp(studio.title) });
  await expect(studioRow.getByRole('cell')).toHaveText(['1', '0', '1', '100%', '100%']);

  // One listing: its own figures, kept in the address.
  await page.getByRole('combobox', { name: 'Listing' }).selectOption(studio.id);
  await expect(page).toHaveURL(new RegExp(`listing=${studio.id}`));
  await expect(figure(page, 'Views')).toContainText('1');
  await expect(figure(page, 'Saves')).toContainText('0');
  await expect(figure(page, 'Response rate')).toContainText('100%');

  // A desktop: the period, the chart and its table.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const chart = page.getByRole('region', { name: 'Over time' });
  await expect(chart.locator('svg:has(.recharts-cartesian-grid)')).toBeVisible();
  await chart.getByText('Show the figures as a table').click();
  // Ninety days and the header; today's row has the studio's view and request.
  await expect(chart.getByRole('row')).toHaveCount(91);
  await expect(chart.getByRole('row').last().getByRole('cell')).toHaveText(['1', '0', '1', '1']);

  // The dashboard links here on a desktop too.
  await page.goto('/host/dashboard');
  await page.getByRole('link', { name: 'See your performance' }).click();
  await expect(page).toHaveURL(/\/host\/performance$/);
  await expect(figure(page, 'Views')).toContainText('3');

  // Another host sees none of it: not in the page, not through the API.
  const other = await hostWithListing(browser, 'home');
  const theirs = await other.context.newPage();
  await theirs.goto('/host/performance');
  await expect(figure(theirs, 'Views')).toContainText('0');
  await expect(theirs.getByText(loft.title)).toHaveCount(0);
  const peek = await other.context.request.get(`/api/host/performance?listingId=${loft.id}`);
  expect([403, 404]).toContain(peek.status());
  expect(await peek.text()).not.toContain(loft.title);
  await theirs.goto(`/host/performance?listing=${loft.id}`);
  await expect(theirs.getByRole('alert')).toContainText('Listing not found');
  await expect(theirs.getByText(loft.title)).toHaveCount(0);

  await Promise.all(
    [host.context, guestContext, visitorContext, other.context].map((c) => c.close()),
  );
});

test('a new host without listings is invited to create one, in Spanish too', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-CL' });
  await signUpIn(context, 'host-new', 'es');
  const page = await context.newPage();
  await page.goto('/host/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Rendimiento' })).toBeVisible();
  await expect(page.getByText('Aún no tienes anuncios publicados')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear anuncio' })).toHaveAttribute(
    'href',
    '/create-listing',
  );
  await context.close();
});
