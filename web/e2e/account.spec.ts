import { expect, test } from '@playwright/test';
import { PASSWORD, createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';

// Issue 3 (Identity): the signed-in account pages.

test.use({ locale: 'en-US' });

test('account settings: deleting the account shows the green banner', async ({ page, request }) => {
  const email = uniqueEmail('delete');
  await createVerifiedUser(request, email);

  await page.goto('/account/settings');
  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/account/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Your profile has been completely deleted.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByTestId('account-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: 'Log in or sign up' })).toBeVisible();
});
