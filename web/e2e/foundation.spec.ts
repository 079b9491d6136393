import { expect, test } from '@playwright/test';

// Issue 2 (Foundation): the slice a visitor sees, against the seeded stack started by the
// global setup. Texts are the spec's acceptance texts.
test.use({ locale: 'en-US' });

const CLP_PRICE = /^CLP\$\d{1,3}(,\d{3})* \/ (day|hour)$/;

test.describe('foundation', () => {
  test('home lists seeded listings as cards with titles and CLP prices', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Arrendo \| /);
    const cards = page.getByTestId('listing-card');
    await expect(cards.nth(11)).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(12);

    const titles = await page.getByTestId('listing-title').allInnerTexts();
    expect(titles.every((title) => title.trim().length > 0)).toBe(true);
    const prices = await page.getByTestId('listing-price').allInnerTexts();
    expect(prices.length).toBeGreaterThanOrEqual(12);
    for (const price of prices) expect(price.trim()).toMatch(/^CLP\$\d{1,3}(,\d{3})* \/ day$/);

    // A card opens the listing's detail page.
    const firstTitle = titles[0]?.trim() ?? '';
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.getByTestId('property-price')).toHaveText(CLP_PRICE);
    await expect(page).toHaveTitle(`Arrendo | ${firstTitle}`);
  });

  test('per-hour tab shows experience listings priced per hour', async ({ page, request }) => {
    const reply = await request.get('/api/properties?type=experience&limit=1');
    expect(reply.ok()).toBe(true);
    const { total } = (await reply.json()) as { total: number };
    expect(total).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('tab', { name: 'Per hour' }).click();
    await expect(page).toHaveURL(/[?&]type=hour/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spaces to rent by the hour');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    const prices = await page.getByTestId('listing-price').allInnerTexts();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price.trim()).toMatch(/ \/ hour$/);

    await page.getByRole('tab', { name: 'Per day' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spaces to rent by the day');
  });

  // Through the header's globe: the footer's button moves while more listings load under it.
  test('switching to Spanish and back changes the interface at once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spaces to rent by the day');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByTestId('preferences-button-header').click();
    const dialog = page.getByRole('dialog', { name: 'Language and currency' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('language-es').click();

    // The dialog and the page behind it switch without a reload.
    await expect(page.getByRole('dialog', { name: 'Idioma y moneda' })).toBeVisible();
    await expect(page.getByTestId('language-es')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Espacios para arrendar por día',
    );
    await expect(page.getByRole('tab', { name: 'Por hora' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('listing-price').first()).toHaveText(/ \/ día$/);
    await expect(page.getByRole('heading', { name: 'Asistencia' })).toBeVisible();

    // The choice is remembered across a reload (cached in localStorage).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Espacios para arrendar por día',
    );

    await page.getByTestId('preferences-button-header').click();
    await page.getByRole('dialog').getByTestId('language-en').click();
    await expect(page.getByRole('dialog', { name: 'Language and currency' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spaces to rent by the day');
    await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/at-all');
    // decisions.md "Shell and content": a page that does not exist answers 404, never 200.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Arrendo | Page not found');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
  });

  test('an unknown listing id shows the not-found page', async ({ page }) => {
    const response = await page.goto('/property/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a browser without the features the app needs gets the not-supported screen', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // An old WebView: no IntersectionObserver.
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toBeVisible();
    await expect(
      page.getByText('Please use a modern browser like Chrome, Firefox, or Edge'),
    ).toBeVisible();
  });
});
