import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SANTIAGO_SEARCH, params } from './support/search.js';

// Issue 9, the filters dialog (spec §2.11, §4, §5): what it writes to the URL, the indicator,
// Clear all, Escape, and a reload restoring it. The filters button shows once a search is active
// (spec §2.3), so each test starts on a Santiago search. What the results hold with filters is
// search-journeys.spec.ts's.
test.use({ locale: 'en-US' });

const FILTER_PARAMS = [
  'sort',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'guests',
  'amenities',
  'pets',
  'instant',
];

async function openFilters(page: Page, variant: 'desktop' | 'mobile') {
  await page.getByTestId(`filters-button-${variant}`).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('filters dialog on desktop', () => {
  test('every kind of filter goes to the URL, shows in the indicator and survives a reload', async ({
    page,
  }) => {
    await page.goto(`/?${SANTIAGO_SEARCH}`);
    const dialog = await openFilters(page, 'desktop');
    // Radix locks the page behind the dialog.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const show = dialog.getByTestId('filters-show-results');
    await expect(show).toBeDisabled();

    // Price: pesos in the fields, thousands in the URL (the slider's unit for CLP).
    await dialog.getByTestId('price-min-input').fill('100000');
    await dialog.getByTestId('price-max-input').fill('600000');
    await dialog.getByTestId('price-max-input').press('Tab');
    await expect(dialog.getByTestId('price-range-label')).toHaveText('CLP$100,000 – CLP$600,000');
    await expect(show).toBeEnabled();

    await dialog.getByRole('button', { name: 'Increase: Bedrooms' }).click();
    await dialog.getByRole('button', { name: 'Increase: Bedrooms' }).click();
    await dialog.getByRole('button', { name: 'Increase: Bathrooms' }).click();

    await dialog.getByRole('tab', { name: 'Rooms' }).click();
    for (let i = 0; i < 3; i += 1) {
      await dialog.getByRole('button', { name: 'Increase: Minimum guests' }).click();
    }
    await expect(dialog.getByTestId('counter-minGuests-value')).toHaveText('3');

    await dialog.getByRole('tab', { name: 'Amenities' }).click();
    await dialog.getByTestId('amenity-wifi').check();
    await dialog.getByTestId('amenity-parking').check();

    await dialog.getByRole('tab', { name: 'More' }).click();
    await dialog.getByTestId('toggle-pets').click();
    await dialog.getByTestId('toggle-instant').click();

    await dialog.getByRole('tab', { name: 'Sort' }).click();
    await dialog.getByLabel('Price: High to Low').check();

    await show.click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => Object.fromEntries(params(page)))
      .toMatchObject({
        sort: 'price_desc',
        minPrice: '100',
        maxPrice: '600',
        bedrooms: '2',
        bathrooms: '1',
        guests: '3',
        amenities: 'wifi,parking',
        pets: 'true',
        instant: 'true',
      });
    // Price, bedrooms, bathrooms, guests, two amenities, pets, instant, sort.
    await expect(page.getByTestId('filters-count')).toHaveText('9');

    await page.reload();
    await expect(page.getByTestId('filters-count')).toHaveText('9');
    const again = await openFilters(page, 'desktop');
    await expect(again.getByTestId('price-range-label')).toHaveText('CLP$100,000 – CLP$600,000');
    await expect(again.getByTestId('counter-bedrooms-value')).toHaveText('2');
    await expect(again.getByTestId('toggle-pets')).toHaveAttribute('aria-checked', 'true');
    await again.getByRole('tab', { name: 'Rooms' }).click();
    await expect(again.getByTestId('counter-minGuests-value')).toHaveText('3');
    await again.getByRole('tab', { name: 'Amenities' }).click();
    await expect(again.getByTestId('amenity-parking')).toBeChecked();
    await again.getByRole('tab', { name: 'Sort' }).click();
    await expect(again.getByLabel('Price: High to Low')).toBeChecked();
    await expect(again.getByTestId('filters-show-results')).toBeDisabled();
  });

  test('Escape discards the changes', async ({ page }) => {
    await page.goto(`/?${SANTIAGO_SEARCH}&bedrooms=3`);
    const dialog = await openFilters(page, 'desktop');
    await dialog.getByRole('button', { name: 'Increase: Bedrooms' }).click();
    await dialog.getByTestId('toggle-instant').click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(params(page).get('bedrooms')).toBe('3');
    expect(params(page).has('instant')).toBe(false);
    const again = await openFilters(page, 'desktop');
    await expect(again.getByTestId('counter-bedrooms-value')).toHaveText('3');
    await expect(again.getByTestId('toggle-instant')).toHaveAttribute('aria-checked', 'false');
  });

  test('Clear all resets every filter and the indicator', async ({ page }) => {
    await page.goto(
      `/?${SANTIAGO_SEARCH}&minPrice=100&maxPrice=600&sort=rating&bathrooms=2&amenities=tv&instant=true`,
    );
    await expect(page.getByTestId('filters-count')).toHaveText('5');
    const dialog = await openFilters(page, 'desktop');
    await dialog.getByTestId('filters-clear').click();
    await expect(dialog.getByTestId('price-range-label')).toHaveText('CLP$50,000 – CLP$1,000,000');
    await expect(dialog.getByTestId('sort-recommended')).toBeChecked();
    await dialog.getByTestId('filters-show-results').click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => FILTER_PARAMS.filter((p) => params(page).has(p))).toEqual([]);
    await expect(page.getByTestId('filters-button-desktop')).toHaveAttribute(
      'data-active',
      'false',
    );
    await expect(page.getByTestId('filters-count')).toHaveCount(0);
  });

  test('reads in Spanish with Chilean pesos', async ({ page }) => {
    // `lng=es` picks the language (and it is remembered); a search URL's `lng` is a longitude.
    await page.goto('/?lng=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto(`/?${SANTIAGO_SEARCH}`);
    await page.getByTestId('filters-button-desktop').click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog.getByTestId('price-range-label')).toHaveText('CLP$50.000 – CLP$1.000.000');
    await expect(dialog.getByRole('tab', { name: 'Todos los filtros' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByTestId('filters-clear')).toHaveText('Borrar todo');
  });
});

test.describe('filters dialog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('full screen; a dot shows applied filters, not a sort alone', async ({ page }) => {
    await page.goto(`/?${SANTIAGO_SEARCH}&sort=rating`);
    await expect(page.getByTestId('filters-dot')).toHaveCount(0);
    const dialog = await openFilters(page, 'mobile');
    // Full screen once its slide-in has finished.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, 390, 844]);

    await dialog.getByRole('tab', { name: 'More' }).click();
    await dialog.getByTestId('toggle-pets').click();
    await dialog.getByRole('tab', { name: 'Price' }).click();
    const maxHandle = dialog.getByRole('slider', { name: 'Maximum price' });
    await maxHandle.focus();
    await page.keyboard.press('End');
    await expect(maxHandle).toHaveAttribute('aria-valuetext', 'CLP$2,000,000+');
    await dialog.getByTestId('filters-show-results').tap();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => Object.fromEntries(params(page)))
      .toMatchObject({ pets: 'true', sort: 'rating', minPrice: '50', maxPrice: '2000' });
    await expect(page.getByTestId('filters-dot')).toBeVisible();

    await page.reload();
    const again = await openFilters(page, 'mobile');
    await again.getByRole('tab', { name: 'Price' }).click();
    await expect(again.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '2000',
    );
  });
});
