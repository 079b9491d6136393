import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createVerifiedUser,
  CSRF,
  logInInOpenModal,
  PASSWORD,
  uniqueEmail,
} from './support/auth.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): every admin action lands in the audit log, which admins read
// at /admin/audit with filters in the address and the changed fields before and after.

test.use({ locale: 'en-US' });

async function operator(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('auditor');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  return email;
}

test('an admin changes a role and finds it in the audit log, before and after', async ({
  page,
  request,
}) => {
  const admin = await operator(request);
  const target = uniqueEmail('audited');
  await createVerifiedUser(request, target);

  await page.goto('/admin/users');
  await logInInOpenModal(page, admin);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
  await page.getByLabel('Search by email or name').fill(target);
  const toggle = page.getByRole('switch', { name: `Admin role for ${target}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();

  // Filtered by this admin in the address: the other specs' admins act at the same time.
  await page.goto(`/admin/audit?actor=${encodeURIComponent(admin)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Admin', { exact: true })).toHaveValue(admin);
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  // The event reaches the log through identity's outbox and consumer: a reload may be needed.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: 'identity.user.setRoles' })).toHaveCount(
      1,
      { timeout: 1000 },
    );
  }).toPass({ timeout: 20_000 });
  const row = table.getByRole('row').filter({ hasText: 'identity.user.setRoles' });
  await expect(row).toContainText("Changed a user's roles");
  await expect(row).toContainText(admin);
  await expect(row).toContainText('User');

  await row.getByText('Show changes').click();
  const changes = row.getByRole('table');
  await expect(changes.getByRole('row', { name: /roles/ })).toContainText('(none)');
  await expect(changes.getByRole('row', { name: /roles/ })).toContainText('admin');

  // A filter by action prefix keeps the entry; another service's prefix leaves none.
  await page.getByLabel('Action', { exact: true }).fill('identity.user');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('action') === 'identity.user');
  await expect(table.getByRole('row').filter({ hasText: 'identity.user.setRoles' })).toHaveCount(1);

  await page.getByLabel('Action', { exact: true }).fill('payment.payout');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('action') === 'payment.payout');
  await expect(page.getByText('No admin actions match these filters.')).toBeVisible();

  // A malformed action is refused in the form, in words.
  await page.getByLabel('Action', { exact: true }).fill('Payment!');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Use lower-case words separated by dots')).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('the log speaks Spanish', async ({ page, request }) => {
    const admin = await operator(request);
    // Signed in through the API on the page's own cookie jar: the modal's texts are not the point.
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF,
      data: { email: admin, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto(`/admin/audit?actor=${encodeURIComponent(admin)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeVisible();
    // This admin did nothing yet: the empty state.
    await expect(
      page.getByText('Ninguna acción de administración coincide con estos filtros.'),
    ).toBeVisible();
  });
});

test('a signed-in user without the admin role gets the 403 page and API', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('not-auditor');
  await createVerifiedUser(request, email);
  await page.goto('/admin/audit');
  await logInInOpenModal(page, email);
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  const api = await page.request.get('/api/admin/audit');
  expect(api.status()).toBe(403);
});
