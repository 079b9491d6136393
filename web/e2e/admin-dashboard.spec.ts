import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';
import { makeAdmin } from './support/database.js';

// Issue 29: the admin dashboard and the grouped tools index, reached from the account menu.

test.use({ locale: 'en-US' });

async function signedInAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const email = uniqueEmail('dashboard');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  await page.goto('/admin');
  await logInInOpenModal(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Tools' })).toBeVisible();
}

test('an admin opens the dashboard from the account menu and switches its period', async ({
  page,
  request,
}) => {
  await signedInAdmin(page, request);
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // The cards: this admin is one of the users, so the count is at least one.
  const users = page.getByRole('listitem', { name: 'Users' });
  await expect(users).toBeVisible();
  expect(Number((await users.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  for (const name of [
    'Published',
    'Confirmed in the period',
    'Platform fees in the period',
    'IVA on the fees',
    'Owed to hosts',
    'Not retried yet',
  ]) {
    await expect(page.getByRole('listitem', { name })).toBeVisible();
  }
  await expect(page.getByRole('listitem', { name: 'Platform fees in the period' })).toContainText(
    /CLP\$|\$/,
  );
  await expect(page.getByRole('table', { name: 'Job queues' })).toBeVisible();

  // The charts (Recharts, drawn in SVG) and the same figures as a table, a row per day.
  const activity = page.getByRole('region', { name: 'Sign-ups and bookings', exact: true });
  await expect(activity.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform fees', exact: true })).toBeVisible();
  await activity.getByText('Show as a table').click();
  const table = activity.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);

  // Another period: in the address, and by week over a year.
  await page.getByRole('button', { name: '365 days' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('days') === '365');
  await expect(page.getByRole('button', { name: '365 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(activity.getByText('By week', { exact: true })).toBeVisible();
  await expect(activity.getByRole('columnheader', { name: 'Week' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '365 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('every link of the tools index answers', async ({ page, request }) => {
  await signedInAdmin(page, request);
  await expect(page.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Platform' })).toBeVisible();
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/admin/dashboard');
  expect(hrefs.length).toBeGreaterThanOrEqual(8);

  for (const href of hrefs) {
    if (href.startsWith('/api/') || href === '/admin/queues') {
      // Served by the BFF (Bull Board, the API docs): the admin's cookie is on page.request.
      const res = await page.request.get(href);
      expect(res.status(), href).toBeLessThan(400);
      continue;
    }
    await page.goto('/admin');
    await page.getByRole('main').locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
      href,
    ).toHaveCount(0);
  }
});
