import { expect, test } from '@playwright/test';

// Spec 2.14 (help centre): the landing page's search, a category page and an article, against the
// system the global setup starts. No account needed: the help centre is public.

// A first page load waits for the startup checks; on a busy shared machine that can pass 10 s.
const FIRST_LOAD = { timeout: 30_000 };

test.describe('help centre in English', () => {
  test('search waits 300 ms, finds an article and opens it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hi, how can we help?',
      FIRST_LOAD,
    );
    await expect(page).toHaveTitle('Arrendo | Help Centre');

    // Time stands still while typing, so the debounce is checked on both sides of 300 ms. The
    // pause point is well ahead: a busy machine can take seconds between two calls.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 30_000);
    const box = page.getByRole('combobox', { name: 'Search help articles' });
    await box.fill('cancel');
    await expect(page.getByTestId('help-search-loading')).toBeVisible();
    await page.clock.runFor(299);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();

    const option = page.getByRole('option', { name: /Cancel a reservation/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Popular Articles');

    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/help\/cancel-reservation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel a reservation');
    await expect(page).toHaveTitle('Arrendo | Cancel a reservation');
  });

  test('a category page: Still need help opens the log-in dialog; an article link navigates', async ({
    page,
  }) => {
    await page.goto('/help/payments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payments and Refunds',
      FIRST_LOAD,
    );
    await expect(page.getByRole('heading', { name: 'Refunds at a glance' })).toBeVisible();

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page
      .getByRole('link', { name: /Payment methods/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/help\/payment-methods$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment methods');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Payments and Refunds' }).click();
    await expect(page).toHaveURL(/\/help\/payments$/);

    await page.goto('/help/not-a-topic');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Arrendo | Page not found');
  });
});

test.describe('help centre in Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('search ignores accents and case, opens a result, and clears', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hola, ¿cómo te podemos ayudar?',
      FIRST_LOAD,
    );
    const box = page.getByRole('combobox', { name: 'Buscar artículos de ayuda' });
    await box.fill('POLITICA');
    const option = page.getByRole('option', { name: /Cancelar una reserva/ });
    await expect(option).toBeVisible();

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();

    await box.fill('medios de pago');
    await page.getByRole('option', { name: /Medios de pago/ }).click();
    await expect(page).toHaveURL(/\/help\/payment-methods$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medios de pago');
  });
});
