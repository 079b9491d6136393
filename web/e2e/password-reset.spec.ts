import { expect, test } from '@playwright/test';
import { extractCode, waitForEmail } from '@arrendo/infra/testing';
import {
  CSRF,
  PASSWORD,
  createVerifiedUser,
  expectSignedIn,
  logIn,
  logOut,
  openAuthModal,
  submitEmail,
  typeCode,
  uniqueEmail,
} from './support/auth.js';

// Issue 3 (Identity): "Forgot password?" by an e-mailed code, and the recovery link.

test.use({ locale: 'en-US' });

test('forgot password end to end, then the recovery link', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await createVerifiedUser(request, email);
  const newPassword = 'Brand-new-2!';

  await page.goto('/');
  const dialog = await openAuthModal(page);
  await submitEmail(page, email);
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send reset instructions' }).click();

  await expect(dialog.getByRole('heading', { name: 'Create new password' })).toBeVisible();
  const mail = await waitForEmail({ to: email, subjectIncludes: 'password reset code', since });
  await typeCode(page, extractCode(mail.text));
  await dialog.getByLabel('New password').fill(newPassword);
  await dialog.getByLabel('Confirm password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();
  await expectSignedIn(page);

  await logOut(page);
  await logIn(page, email, newPassword);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expectSignedIn(page);
  await logOut(page);

  // The recovery link opens the reset form directly with the e-mail filled in.
  const since2 = new Date();
  const asked = await request.post('/api/auth/codes', {
    headers: CSRF,
    data: { email, purpose: 'reset_password', locale: 'en' },
  });
  expect(asked.status()).toBe(202);
  const mail2 = await waitForEmail({
    to: email,
    subjectIncludes: 'password reset code',
    since: since2,
  });
  await page.goto(`/?type=recovery&email=${encodeURIComponent(email)}`);
  await expect(dialog.getByRole('heading', { name: 'Create new password' })).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
  await typeCode(page, extractCode(mail2.text));
  await dialog.getByLabel('New password').fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expectSignedIn(page);
  await expect(page).not.toHaveURL(/type=recovery/);
});
