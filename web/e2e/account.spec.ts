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

test('the profile form has the sign-up fields and saves them', async ({ page }) => {
  await createVerifiedUser(page.request, uniqueEmail('profile'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  // The same fields, labels and defaults as the sign-up step, filled from the profile.
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Country code')).toHaveValue('CL');
  await expect(page.getByLabel('Phone number')).toHaveValue('912345678');

  await page.getByLabel('Birth date').fill(`${new Date().getFullYear() - 10}-01-01`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(page.getByLabel('Birth date')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Birth date').fill('1985-03-02');
  await page.getByLabel('Last name').fill('Soto');
  await page.getByLabel('Country code').selectOption('AR');
  await page.getByLabel('Phone number').fill('1123456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Soto' })).toBeVisible();
  await expect(page.getByText('+54 1123456789')).toBeVisible();
});
