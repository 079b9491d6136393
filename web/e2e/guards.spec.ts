import { expect, test } from '@playwright/test';
import { CSRF, createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';

// Spec 2.1 route guards: loading dots while the session is checked; without a session the
// target is remembered, the visitor lands on / with the login modal open and returns after
// logging in. `/login` does the same, or goes straight on when already signed in.

test.use({ locale: 'en-US' });

test('a guarded route opens the login modal and lands there after log-in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guard');
  await createVerifiedUser(request, email);

  await page.goto('/profile');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();
});

test('/login opens the login modal and returns to its redirect after log-in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('login-route');
  await createVerifiedUser(request, email);

  await page.goto('/login?redirect=%2Faccount%2Fsettings');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/account/settings');
});

test('/login with a session goes straight to its redirect, a foreign one to home', async ({
  page,
}) => {
  await createVerifiedUser(page.request, uniqueEmail('login-signed-in'));

  await page.goto('/login?redirect=%2Faccount%2Fsettings');
  await expect(page).toHaveURL((url) => url.pathname === '/account/settings');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.host !== 'evil.example');
});

test('shows the loading dots while the session is checked, then the page', async ({ page }) => {
  await createVerifiedUser(page.request, uniqueEmail('dots'));
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/profile');
  await expect(page.getByTestId('loading-dots')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();
  await expect(page.getByTestId('loading-dots')).toHaveCount(0);
});

test('a session that ends under a guarded page brings the login modal back', async ({ page }) => {
  const email = uniqueEmail('ended');
  await createVerifiedUser(page.request, email);
  await page.goto('/account/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // Signed out behind the page's back (another tab): the next request finds out.
  const out = await page.request.post('/api/auth/logout', { headers: CSRF });
  expect(out.ok()).toBe(true);
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});
