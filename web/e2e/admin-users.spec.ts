import { expect, test } from '@playwright/test';
import {
  createVerifiedUser,
  CSRF,
  logInInOpenModal,
  PASSWORD,
  uniqueEmail,
} from './support/auth.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (decision 0048): an admin finds a user, opens their page and suspends them with a
// reason; the user's browser is signed out on its next navigation and cannot sign in again until
// the admin reactivates the account.

test.use({ locale: 'en-US' });

test('an admin suspends a user, who is signed out at once, then reactivates them', async ({
  page,
  browser,
}) => {
  const operator = uniqueEmail('users-admin');
  await createVerifiedUser(page.request, operator);
  await makeAdmin(operator);
  // The admin's role is read at sign-in: sign in again after it was granted.
  await page.context().clearCookies();

  // The user, signed in on a browser of their own.
  const userContext = await browser.newContext({ locale: 'en-US' });
  const userPage = await userContext.newPage();
  const target = uniqueEmail('suspend-me');
  await createVerifiedUser(userPage.request, target);
  await userPage.goto('/profile');
  await expect(userPage.getByRole('button', { name: 'Edit profile' })).toBeVisible();

  await page.goto('/admin/users');
  await logInInOpenModal(page, operator);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search by email or name').fill(target);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === target);
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'active');
  await page.getByRole('link', { name: target, exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/users/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Active');
  await expect(profile).toContainText(target);

  await page.getByRole('button', { name: 'Suspend account' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${target}?` });
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Payments disputed by several guests');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(profile).toContainText('Suspended');
  await expect(profile).toContainText('Suspended since');
  await expect(page.getByRole('button', { name: 'Reactivate account' })).toBeVisible();

  // The user's next navigation finds them signed out, and signing in says why it fails.
  await userPage.goto('/profile');
  const login = userPage.getByRole('dialog');
  await expect(login).toBeVisible();
  await logInInOpenModal(userPage, target);
  await expect(login.getByText('This account is suspended. Contact support.')).toBeVisible();

  // The list shows the new state under its filter.
  await page.goto(`/admin/users?q=${encodeURIComponent(target)}&status=suspended`);
  await expect(page.getByRole('row').filter({ hasText: target })).toContainText('Suspended');
  await page.getByRole('link', { name: target, exact: true }).click();

  await page.getByRole('button', { name: 'Reactivate account' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Reactivate ${target}?` });
  await confirm.getByRole('button', { name: 'Reactivate account' }).click();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Suspend account' })).toBeVisible();

  // And the user may sign in again.
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(userPage.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await userContext.close();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test("an admin's own page: their details, and no suspending oneself", async ({ page }) => {
    const operator = uniqueEmail('users-admin-es');
    await createVerifiedUser(page.request, operator);
    await makeAdmin(operator);
    // Signed in again through the API on the page's own cookie jar, now with the role.
    await page.context().clearCookies();
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF,
      data: { email: operator, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto(`/admin/users?q=${encodeURIComponent(operator)}`);
    await expect(page.getByLabel('Buscar por correo o nombre')).toHaveValue(operator);
    await page.getByRole('link', { name: operator, exact: true }).click();
    const profile = page.getByRole('region', { name: 'Perfil' });
    await expect(profile).toContainText('Activa');
    await expect(profile).toContainText('Último inicio de sesión');
    await expect(page.getByText('Eres tú')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suspender cuenta' })).toBeDisabled();
    await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  });
});
