import { expect, test } from '@playwright/test';
import { CATEGORY_IDS, CATEGORY_TREE } from '@arrendo/contracts/web';
import { appReady } from './support/app-ready.js';
import { scrollY } from './support/page-state.js';
import { isoInDays, params, pickCalendarDay } from './support/search.js';

// Issue 9 (search): the header's search containers — the desktop bar with its popups and
// compact summary, the phone header and its search modal, and the `lng` language fix — driven
// through the real steps. What the results hold is search-journeys.spec.ts's.
test.use({ locale: 'en-US' });

const CHECK_IN = isoInDays(30);
const CHECK_OUT = isoInDays(33);

/** The part of the browser's Storage used here (this file is type-checked without the DOM). */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

test.describe('desktop search bar (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a search writes the section-7 parameters; reload restores it; the logo resets', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByTestId('search-bar');
    await expect(bar).toBeVisible();
    await bar.getByTestId('where-input').click();
    const where = page.getByTestId('popup-where');
    await expect(where).toBeVisible();
    await expect(where).toHaveAttribute('role', 'dialog');
    await where
      .getByRole('option', { name: /^Santiago/ })
      .first()
      .click();

    // Picking a place moves on to What. Per day it offers the stay types and highlights (homes are
    // not in the per-hour tree, decision 0032); choosing one finishes the step and closes it.
    const what = page.getByTestId('popup-what');
    await expect(what).toBeVisible();
    await expect(what.getByRole('button', { name: 'Recreation', exact: true })).toHaveCount(0);
    await what.getByRole('button', { name: 'Apartment', exact: true }).click();
    await expect(what).toBeHidden();

    await bar.getByTestId('bar-dates').click();
    const dates = page.getByTestId('popup-dates');
    await pickCalendarDay(dates, CHECK_IN, 'Next month');
    await pickCalendarDay(dates, CHECK_OUT, 'Next month');
    // The finished range closes the dates popup (300 ms) and opens Who.
    const who = page.getByTestId('popup-who');
    await expect(who).toBeVisible();
    await expect(dates).toBeHidden();
    await who.getByRole('button', { name: 'Add one: Adults' }).click();
    await who.getByRole('button', { name: 'Add one: Adults' }).click();
    await expect(who.getByTestId('count-adults')).toHaveText('2');

    await bar.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/[?&]location=Santiago/);
    const p = params(page);
    expect(Number(p.get('lat'))).toBeCloseTo(-33.45, 1);
    expect(Number(p.get('lng'))).toBeCloseTo(-70.67, 1);
    expect(p.get('category')).toBe('apartment');
    expect(p.get('checkIn')).toBe(CHECK_IN);
    expect(p.get('checkOut')).toBe(CHECK_OUT);
    expect(p.get('guests')).toBe('2');
    expect(p.get('type')).toBe('day');

    // Search active: the compact summary and the filters replace the big bar.
    const summary = page.getByTestId('search-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Santiago');
    await expect(page.getByTestId('search-bar')).toBeHidden();

    // A reload restores it; the summary expands the bar with the same values.
    await page.reload();
    await expect(summary).toContainText('Santiago');
    await summary.click();
    await expect(page.getByTestId('where-input')).toHaveValue('Santiago');
    await expect(page.getByTestId('bar-who')).not.toContainText('Add guests');

    // The logo drops the search and goes home with the big bar.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Arrendo home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('search-bar')).toBeVisible();
    await expect(page.getByTestId('where-input')).toHaveValue('');
  });

  test('without a location the Where field shakes, is marked and opens', async ({ page }) => {
    await page.goto('/?type=hour');
    // The click on `main` below lands where the page is scrolled: no retry may move it first.
    await appReady(page);
    await page.getByTestId('search-submit').click();
    const where = page.getByTestId('bar-where');
    await expect(where).toHaveAttribute('data-invalid', 'true');
    await expect(where).toHaveClass(/animate-shake/);
    await expect(page.getByTestId('popup-where')).toBeVisible();
    await expect(page.getByTestId('search-problem')).toHaveText(
      "Choose where you're going to search.",
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Choose where' })).toHaveCount(1);
    expect(params(page).get('location')).toBeNull();

    // Escape closes the popup; a click outside closes another.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('popup-where')).toBeHidden();
    await page.getByTestId('bar-who').click();
    await expect(page.getByTestId('popup-who')).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId('popup-who')).toBeHidden();
  });
});

test.describe('category bar (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a link to the last category shows it in the bar without scrolling the page', async ({
    page,
  }) => {
    const category = CATEGORY_IDS.at(-1)!;
    const last = CATEGORY_TREE[category].at(-1)!;
    await page.goto(`/?type=hour&category=${last}`);
    await appReady(page);
    const bar = page.getByTestId('category-bar');
    const chosen = bar.locator('[aria-pressed="true"]');
    await expect(chosen).toHaveCount(1);
    // The row scrolled to it (it starts far out of sight, right of the arrows); the window did not.
    await expect(chosen).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Show previous categories' })).toBeVisible();
    expect(await page.evaluate(scrollY)).toBe(0);
  });
});

test.describe('language and the lng parameter', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a search URL keeps the chosen language (lng=-70.66 is a longitude)', async ({ page }) => {
    // Node's types here, the browser's at run time: `localStorage` through globalThis.
    await page.addInitScript(() =>
      (globalThis as unknown as { localStorage: WebStorage }).localStorage.setItem(
        'i18nextLng',
        'es',
      ),
    );
    await page.goto('/?lat=-33.44&lng=-70.66&location=Santiago');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('search-summary')).toContainText('Cambia tu búsqueda');
    await expect(page.getByTestId('search-summary')).toContainText('Santiago');
    const stored = await page.evaluate(() =>
      (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('i18nextLng'),
    );
    expect(stored).toBe('es');
  });

  test('lng=es still chooses the language', async ({ page }) => {
    await page.goto('/?lng=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('tab', { name: 'Por hora' })).toBeVisible();
  });
});

test.describe('mobile search (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('pill → modal steps → Search writes the URL, replacing the history entry', async ({
    page,
  }) => {
    await page.goto('/status');
    await page.getByTestId('tab-explore').click();
    await expect(page).toHaveURL(/\/$/);
    // No search yet: the day/hour toggle, no back button.
    await expect(page.getByRole('tab', { name: 'Per hour' })).toBeVisible();
    await expect(page.getByTestId('search-back')).toHaveCount(0);

    await page.getByTestId('search-pill').click();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('tab-explore')).toBeHidden();
    await expect(modal.getByRole('heading', { name: 'Where are you going?' })).toBeVisible();

    await modal.getByTestId('open-destinations').click();
    await page
      .getByTestId('explore-destinations-sheet')
      .getByRole('option', { name: /^Santiago/ })
      .first()
      .click();
    // The chosen place is in the current URL at once, before Search.
    await expect(page).toHaveURL(/[?&]location=Santiago/);
    expect(params(page).get('lat')).not.toBeNull();
    expect(params(page).get('lng')).not.toBeNull();

    // It moves on to What; Where collapses to its summary.
    await expect(modal.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await expect(modal.getByTestId('step-where')).toContainText('Santiago');
    // Per day a stay type finishes the step (homes are not in the per-hour tree, decision 0032).
    await modal.getByRole('button', { name: 'Apartment', exact: true }).click();
    await expect(modal.getByRole('heading', { name: 'When will you be there?' })).toBeVisible();
    await pickCalendarDay(modal.getByTestId('step-dates'), CHECK_IN, 'Next month');
    await pickCalendarDay(modal.getByTestId('step-dates'), CHECK_OUT, 'Next month');
    await expect(modal.getByRole('heading', { name: "Who's coming?" })).toBeVisible();
    await modal.getByTestId('step-who').getByRole('button', { name: 'Add one: Adults' }).click();

    await modal.getByTestId('search-submit').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('tab-explore')).toBeVisible();
    const p = params(page);
    expect(p.get('location')).toBe('Santiago');
    expect(p.get('category')).toBe('apartment');
    expect(p.get('checkIn')).toBe(CHECK_IN);
    expect(p.get('checkOut')).toBe(CHECK_OUT);
    expect(p.get('guests')).toBe('1');

    // Search active: back and filters instead of the toggle; the pill shows the place.
    await expect(page.getByTestId('search-pill')).toContainText('Santiago');
    await expect(page.getByRole('tab', { name: 'Per hour' })).toHaveCount(0);
    // The search replaced the entry of `/`: the browser's Back leaves home.
    await page.goBack();
    await expect(page).toHaveURL(/\/status$/);
    await page.goForward();
    await expect(page).toHaveURL(/[?&]location=Santiago/);
    // The header's back goes to `/`.
    await page.getByTestId('search-back').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('search-pill')).toContainText('Where to?');
  });

  test('Search without a place marks Where; Clear all starts again', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-pill').click();
    const modal = page.getByTestId('search-modal');
    await modal.getByTestId('search-submit').click();
    const where = modal.getByTestId('step-where');
    await expect(where).toHaveAttribute('data-invalid', 'true');
    await expect(where).toHaveClass(/animate-shake/);
    await expect(modal.getByRole('alert')).toHaveText("Choose where you're going to search.");

    await modal.getByTestId('step-who').click();
    await expect(modal.getByRole('heading', { name: "Who's coming?" })).toBeVisible();
    await modal.getByTestId('step-who').getByRole('button', { name: 'Add one: Adults' }).click();
    await expect(modal.getByTestId('count-adults')).toHaveText('1');
    await modal.getByTestId('clear-all').click();
    await expect(modal.getByRole('heading', { name: 'Where are you going?' })).toBeVisible();
    await expect(modal.getByTestId('step-who')).toContainText('Add guests');

    // Closing gives the tab bar back.
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('tab-explore')).toBeVisible();
  });
});
