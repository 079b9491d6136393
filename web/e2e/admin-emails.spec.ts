import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): /admin/emails, the email log with search and a rendered
// preview. The email looked for is one a real flow sent: a new account's verification code.

test.use({ locale: 'en-US' });

async function operator(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('mailroom');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  return email;
}

test('an admin finds a sign-up email by recipient and previews it in a sandboxed frame', async ({
  page,
  request,
}) => {
  const admin = await operator(request);
  // Signed up (and verified) through the API: its verification email is in the log.
  const guest = uniqueEmail('mailed');
  await createVerifiedUser(request, guest);

  await page.goto('/admin/emails');
  await logInInOpenModal(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Email log' })).toBeVisible();

  await page.getByLabel('Recipient').fill(guest);
  await page.getByLabel('Email', { exact: true }).selectOption('verification-code');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('recipient') === guest &&
      url.searchParams.get('template') === 'verification-code',
  );
  const rows = page.getByRole('row').filter({ hasText: guest });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Verification code');
  await expect(rows).toContainText('Sent');

  await rows.getByRole('button', { name: /^Preview/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Email preview' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.has('email'));
  await expect(dialog.getByTestId('email-preview-subject')).toContainText('verification code');
  // Sent over SMTP here, so stored (and shown) with the code masked.
  await expect(dialog.getByTestId('email-preview-text')).toContainText(
    'Your Arrendo verification code is:',
  );

  // The HTML is drawn in a frame with every sandbox restriction, from srcdoc.
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', /<html|<table|<p/i);
  await expect(frame.contentFrame().locator('body')).toContainText('verification code');

  // Closed, the address forgets the preview and keeps the search.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has('email') && url.searchParams.get('recipient') === guest,
  );

  // Another status finds nothing for this recipient.
  await page.getByLabel('Status').selectOption('failed');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No emails match this search.')).toBeVisible();
});
