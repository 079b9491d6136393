import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForEmail } from '@arrendo/infra/testing';
import {
  createVerifiedUser,
  CSRF,
  logInInOpenModal,
  PASSWORD,
  uniqueEmail,
} from './support/auth.js';
import { makeAdmin } from './support/database.js';
import { createPublishedListing } from './support/host-listings.js';

// Issue 29 (decision 0049): an admin finds a host's listing, opens it and unlists it with a
// reason. The listing leaves public search at once, the host is emailed the reason and sees it on
// their listings page, and cannot publish it back; the admin relists it and it returns.

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

/** A place of this run's own, so a 1 km search finds this listing and no other. */
const AT = {
  lat: -38.7 - Math.random() * 0.2,
  lng: -72.5 - Math.random() * 0.2,
};

async function publicSearchFinds(request: APIRequestContext, id: string): Promise<boolean> {
  const query = new URLSearchParams({
    type: 'day',
    lat: String(AT.lat),
    lng: String(AT.lng),
    radius: '1',
  });
  const reply = await request.get(`/api/search?${query}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { items: { id: string }[] }).items.some((i) => i.id === id);
}

test('an admin unlists a listing with a reason the host receives, then relists it', async ({
  page,
  browser,
  request,
}) => {
  const operator = uniqueEmail('listings-admin');
  await createVerifiedUser(request, operator);
  await makeAdmin(operator);

  // The host, signed in on a browser of their own, with a published listing.
  const hostContext = await browser.newContext({ locale: 'en-US' });
  const hostPage = await hostContext.newPage();
  const host = uniqueEmail('listings-host');
  await createVerifiedUser(hostPage.request, host);
  const title = `Cabin by the river ${Date.now()}`;
  const listing = await createPublishedListing(hostPage.request, title, {
    ...AT,
    location: 'Temuco, Araucanía',
    city: 'Temuco',
    region: 'Región de La Araucanía',
  });
  expect(await publicSearchFinds(request, listing.id)).toBe(true);

  // The admin finds it by its host's email and opens it.
  await page.goto('/admin/listings');
  await logInInOpenModal(page, operator);
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await page.getByLabel('Host', { exact: true }).fill(host);
  await page.getByLabel('State', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('host') === host && url.searchParams.get('state') === 'published',
  );
  const rows = page.getByTestId('admin-listing-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Published');
  await rows.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/admin/listings/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
    'href',
    `/property/${listing.id}`,
  );
  await expect(page.getByText(host)).toBeVisible();
  await expect(page.getByRole('link', { name: "Open the host's admin page" })).toHaveAttribute(
    'href',
    /^\/admin\/users\/[0-9a-f-]{36}$/,
  );

  // Unlisting asks why first.
  const reason = `The photos belong to another listing (${Date.now()}). Please upload your own.`;
  await page.getByRole('button', { name: 'Unlist', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Unlist “${title}”?` });
  await dialog.getByRole('button', { name: 'Unlist the listing' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Unlist the listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-unlist-reason')).toHaveText(reason);
  await expect(page.getByTestId('admin-listing-state')).toHaveText('Unlisted by Arrendo');
  await expect(page.getByRole('link', { name: 'Open the public page' })).toHaveCount(0);

  // Gone from public search and from the property page at once.
  expect(await publicSearchFinds(request, listing.id)).toBe(false);
  expect((await request.get(`/api/properties/${listing.id}`)).status()).toBe(404);

  // The host is emailed the reason, and reads it on their listings page too.
  const mail = await waitForEmail({
    to: host,
    subjectIncludes: 'We took your listing off Arrendo',
  });
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain(title);
  await hostPage.goto('/manage-listings');
  const row = hostPage.getByTestId('manage-listing-row').filter({ hasText: title });
  await expect(row.getByTestId('listing-status')).toHaveText('Unlisted by Arrendo');
  await expect(row.getByTestId('listing-admin-reason')).toContainText(reason);
  await expect(row.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  // The API refuses the host's own publish too.
  const republish = await hostPage.request.post(`/api/host/listings/${listing.id}/publish`, {
    headers: CSRF,
  });
  expect(republish.status()).toBe(409);
  // And their notifications carry it.
  await hostPage.goto('/notifications');
  await expect(hostPage.getByText(reason)).toBeVisible();

  // The admin relists it: back in search as its host left it, and the host is told.
  await page.getByRole('button', { name: 'Relist', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Relist “${title}”?` });
  await confirm.getByRole('button', { name: 'Relist' }).click();
  await expect(page.getByTestId('admin-listing-state')).toHaveText('Published');
  await expect(page.getByRole('link', { name: 'Open the public page' })).toBeVisible();
  expect(await publicSearchFinds(request, listing.id)).toBe(true);
  await waitForEmail({ to: host, subjectIncludes: 'Your listing is back on Arrendo' });
  await hostContext.close();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('the list, its filters and its empty state', async ({ page }) => {
    const operator = uniqueEmail('listings-admin-es');
    await createVerifiedUser(page.request, operator);
    await makeAdmin(operator);
    // Signed in again through the API on the page's own cookie jar, now with the role.
    await page.context().clearCookies();
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF,
      data: { email: operator, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto(`/admin/listings?host=${encodeURIComponent(uniqueEmail('nadie'))}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Anuncios' })).toBeVisible();
    await expect(page.getByText('Ningún anuncio coincide con estos filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('host'));
    await expect(page.getByTestId('admin-listing-row').first()).toBeVisible();
  });
});
