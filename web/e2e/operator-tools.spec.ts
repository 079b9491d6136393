import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logInInOpenModal, uniqueEmail } from './support/auth.js';
import { makeAdmin } from './support/database.js';

// Issue 29 (Admin and operations): the operators' pages the BFF serves itself, not the web app —
// Bull Board at /admin/queues (admins only) and the API docs at /api/docs — work in a real browser
// under the site's Content-Security-Policy.

test.use({ locale: 'en-US' });

/** Everything the browser refused or failed on; Bull Board's Google Fonts link is refused by design. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error') return;
    if (text.includes('fonts.googleapis.com')) return;
    // Swagger UI's notice about `_` in deep links, which @fastify/swagger's operation ids contain.
    if (text.includes('escaping deep link whitespace')) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('an admin sees every service’s queues on the board; others are refused', async ({
  page,
  request,
}) => {
  const member = await request.get('/admin/queues', { headers: { accept: 'text/html' } });
  expect(member.status()).toBe(401);

  const email = uniqueEmail('queues');
  await createVerifiedUser(request, email);
  await makeAdmin(email);
  await page.goto('/admin/users');
  await logInInOpenModal(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const problems = problemsOf(page);
  await page.goto('/admin/queues');
  await expect(page).toHaveTitle('Arrendo queues');
  // Every service's scheduler queue exists from its start; notification's email queue holds the
  // verification email sent above.
  for (const queue of ['identity.schedules', 'booking.schedules', 'notification.email']) {
    await expect(page.getByText(queue, { exact: true }).first()).toBeVisible();
  }
  await page.getByText('notification.email', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/queues\/queue\/notification\.email/);
  expect(problems).toEqual([]);
});

test('the API docs list the public API with examples, under the site CSP', async ({ page }) => {
  // Swagger UI draws the ~150 operations slowly on a busy two-core machine.
  test.setTimeout(120_000);
  const problems = problemsOf(page);
  // A deep link opens one operation (its id is @fastify/swagger's, underscores and all).
  await page.goto('/api/docs#/Auth/post_api_auth_register');
  // Swagger UI reads the whole document (every route's schemas) before it draws anything.
  await expect(page.getByRole('heading', { name: /Arrendo API/ })).toBeVisible({ timeout: 30_000 });
  // Its request body comes with the example made for it.
  await expect(page.getByText('Example Value').first()).toBeVisible();
  await expect(page.getByText('"ana.rojas@example.com"').first()).toBeVisible();
  expect(problems).toEqual([]);
});
