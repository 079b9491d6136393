import { expect, test } from '@playwright/test';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';

// Issue 3 (Identity): the admin role, its 403 page and the first admin by bootstrap token.

test.use({ locale: 'en-US' });

test('non-admins get 403; the bootstrap token makes the first admin', async ({ page, request }) => {
  const token = process.env.E2E_ADMIN_BOOTSTRAP_TOKEN;
  expect(token, 'the global setup exports the bootstrap token').toBeTruthy();
  const email = uniqueEmail('admin');
  await createVerifiedUser(request, email);

  await page.goto('/admin/users');
  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  await page.getByTestId('account-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: 'Admin Tools' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/bootstrap');
  await page.getByLabel('Bootstrap token').fill('not-the-token');
  await page.getByRole('button', { name: 'Become admin' }).click();
  await expect(page.getByText('The bootstrap token is not valid')).toBeVisible();
  await page.getByLabel('Bootstrap token').fill(token ?? '');
  await page.getByRole('button', { name: 'Become admin' }).click();
  await expect(page.getByText('An admin already exists')).toBeVisible();

  await page.getByTestId('account-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Admin Tools' }).click();
  await page.getByRole('link', { name: /Users/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
  await page.getByLabel('Search by email or name').fill(email);
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Admin role for ${email}` })).toBeChecked();
});
