import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createVerifiedUser,
  CSRF,
  logInInOpenModal,
  PASSWORD,
  uniqueEmail,
} from './support/auth.js';
import { makeAdmin, recordDeadLetter, removeEveryAdmin } from './support/database.js';

// Issue 3 (Identity): the admin role, its 403 page and the first admin by bootstrap token.
// Issue 7 (Hardening): operators see every service's dead letters and retry them.
// The bootstrap token works only while no admin exists: the bootstrap test first takes the role
// from the admins earlier specs made (admin-*.spec.ts run before this file), and the operators
// after it are made admins in the database.

test.use({ locale: 'en-US' });

test('non-admins get 403; the bootstrap token makes the first admin', async ({ page, request }) => {
  const token = process.env.E2E_ADMIN_BOOTSTRAP_TOKEN;
  expect(token, 'the global setup exports the bootstrap token').toBeTruthy();
  await removeEveryAdmin();
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

/** An event its consumer gave up on, written into notification's schema as the kit does. */
async function deadEventInNotification(): Promise<{ key: string; error: string }> {
  const key = randomUUID();
  const error = `handler gave up: template renderer unavailable (${key.slice(0, 8)})`;
  await recordDeadLetter('notification', {
    source: 'event',
    name: 'evt.identity.user.registered',
    key,
    queue: 'IDENTITY',
    payload: { userId: randomUUID(), email: 'ana@example.cl' },
    error,
    attempts: 8,
  });
  return { key, error };
}

async function operator(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('operator');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  return email;
}

test('an admin sees a dead letter with its error, and why it cannot be retried', async ({
  page,
  request,
}) => {
  const { key, error } = await deadEventInNotification();
  const email = await operator(request);

  await page.goto('/admin');
  await logInInOpenModal(page, email);
  await page.getByRole('link', { name: /Dead letters/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dead-letters');
  await expect(page.getByRole('heading', { level: 1, name: 'Dead letters' })).toBeVisible();
  await expect(page.getByRole('button', { name: /notification/ })).toContainText(/\d+ open/);

  await page.getByRole('button', { name: /notification/ }).click();
  const table = page.getByRole('table', { name: 'Dead letters of notification' });
  const row = table.getByRole('row').filter({ hasText: key });
  await expect(row).toContainText(error);
  await expect(row).toContainText('Event');
  await expect(row).toContainText('evt.identity.user.registered');
  await expect(row).toContainText('Open');
  await expect(table.getByRole('columnheader', { name: 'Last failure' })).toBeVisible();

  // Its full copy was never on the dead-letter stream: the service says so, the row stays open.
  await row.getByRole('button', { name: `Retry evt.identity.user.registered ${key}` }).click();
  await expect(row.getByRole('alert')).toContainText('Not retried: This event is no longer kept');
  await expect(row).toContainText('Open');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('an admin sees the dead letter and its error', async ({ page, request }) => {
    const { key, error } = await deadEventInNotification();
    const email = await operator(request);
    // Signed in through the API on the page's own cookie jar: the modal's texts are not the point.
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF,
      data: { email, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto('/admin/dead-letters?service=notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas fallidas' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tareas fallidas de notification' });
    const row = table.getByRole('row').filter({ hasText: key });
    await expect(row).toContainText(error);
    await expect(row).toContainText('Evento');
    await expect(row).toContainText('Pendiente');
    await expect(table.getByRole('columnheader', { name: 'Intentos' })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Reintentar / })).toBeVisible();
  });
});

test('a signed-in user without the admin role gets the 403 page for dead letters', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('not-operator');
  await createVerifiedUser(request, email);
  await page.goto('/admin/dead-letters');
  await logInInOpenModal(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dead-letters');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const api = await page.request.get('/api/admin/dead-letters/summary');
  expect(api.status()).toBe(403);
});
