import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady } from './support/app-ready.js';
import { createVerifiedUser, uniqueEmail } from './support/auth.js';
import { daysFromToday, holdThroughApi } from './support/bookings.js';
import { text } from './support/walk.js';

// Issue 11: the main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
// Escape), each focused control showing a visible focus indicator.

test.use({ locale: 'en-US' });

// The browser's globals the `evaluate` callbacks use (the e2e project compiles without the DOM lib).
interface BrowserElement {
  tagName: string;
  id: string;
  textContent: string | null;
  children: ArrayLike<BrowserElement>;
  contains(other: unknown): boolean;
}
declare const document: { activeElement: BrowserElement | null; body: BrowserElement };
declare function getComputedStyle(element: BrowserElement): {
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
};

/**
 * The focused element draws an outline or a ring (box-shadow) that is not none, on itself or, as
 * the calendars' day cells do (the round day inside the square cell), on a direct child.
 */
async function expectFocusIndicator(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const draws = (node: BrowserElement) => {
      const s = getComputedStyle(node);
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
        (s.boxShadow !== 'none' && s.boxShadow !== '')
      );
    };
    return {
      tag: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      visible: draws(el) || Array.from(el.children).some(draws),
    };
  });
  expect(style, `${what}: something has focus`).not.toBeNull();
  expect(style!.visible, `${what}: ${style!.tag} shows a focus indicator (outline or ring)`).toBe(
    true,
  );
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking each stop's focus indicator. */
async function tabTo(page: Page, target: Locator, what: string, back = false): Promise<void> {
  // Keys pressed into the server's drawing go nowhere until the app has taken it over.
  await appReady(page);
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusIndicator(page, `${what} (stop ${i + 1})`);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${what}: Tab never reached the target`);
}

/** Presses ArrowDown in a radio group until `target` has focus (arrows wrap around a group). */
async function arrowTo(page: Page, target: Locator, what: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusIndicator(page, what);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${what}: the arrows never reached the target`);
}

test.describe.serial('keyboard only', () => {
  test('the search bar: where by arrows, two days by arrows, a guest, search', async ({ page }) => {
    await page.goto('/?lng=en');
    await expect(page.getByTestId('search-bar')).toBeVisible();

    const where = page.getByTestId('where-input');
    await tabTo(page, where, 'to Where');
    await expect(page.getByTestId('popup-where')).toBeVisible();
    await page.keyboard.type('Valpa');
    const option = page.getByTestId('popup-where').getByRole('option', { name: /Valparaíso/ });
    await expect(option.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(where).toHaveAttribute('aria-activedescendant', /option/);
    // Down until the highlighted option is Valparaíso.
    for (let i = 0; i < 6; i += 1) {
      const active = await where.getAttribute('aria-activedescendant');
      if (active && /Valparaíso/.test(await page.locator(`#${active}`).innerText())) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(where).toHaveValue(/Valparaíso/);
    // The place picked by arrows (the city or its region, whichever came first).
    const place = await where.inputValue();

    // Dates: the segment opens its calendar; arrows move through the days, Enter picks.
    const datesTrigger = page.getByTestId('bar-dates');
    await tabTo(page, datesTrigger, 'to When');
    if ((await datesTrigger.getAttribute('aria-expanded')) !== 'true') {
      await page.keyboard.press('Enter');
    }
    const popup = page.getByTestId('popup-dates');
    await expect(popup).toBeVisible();
    const firstDay = popup.locator('[data-date][tabindex="0"]');
    await tabTo(page, firstDay, 'into the calendar');
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
    const checkIn = await page.evaluate(() =>
      (
        document.activeElement as { getAttribute?(n: string): string | null } | null
      )?.getAttribute?.('data-date'),
    );
    expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectFocusIndicator(page, 'a calendar day');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(datesTrigger).not.toContainText(text('en', 'search:bar.addDates'));

    // Who opens by itself once the range is complete (spec 4), focus on its segment.
    const whoTrigger = page.getByTestId('bar-who');
    const who = page.getByTestId('popup-who');
    await expect(who).toBeVisible();
    await expect(whoTrigger).toBeFocused();
    const addAdult = who.getByRole('button', { name: /adults/i }).last();
    await tabTo(page, addAdult, 'to adults +');
    await page.keyboard.press('Space');
    await expect(who.getByTestId('count-adults')).toHaveText('1');

    // Search.
    await tabTo(page, page.getByTestId('search-submit'), 'to Search', true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('location') === place);
    await expect(page).toHaveURL((url) => url.searchParams.get('checkIn') === checkIn);
    await expect(page).toHaveURL((url) => url.searchParams.get('adults') === '1');
  });

  test('the auth dialog keeps focus inside, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/?lng=en');
    const trigger = page.getByTestId('account-menu-trigger');
    // The app has started (the loader is gone) before the first key.
    await expect(trigger).toBeVisible();
    await tabTo(page, trigger, 'to the account menu');
    await page.keyboard.press('Enter');
    const login = page.getByRole('menuitem', { name: text('en', 'account:menu.logInOrSignUp') });
    await expect(login).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[type="email"]')).toBeFocused();

    // Tab and Shift+Tab cycle inside the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      await expectFocusIndicator(page, `auth dialog Tab ${i + 1}`);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes back to where the dialog was opened from: the account menu's trigger.
    await expect(trigger).toBeFocused();
  });

  test('the filters dialog: tabs by arrows, a counter by Space, Escape', async ({ page }) => {
    await page.goto('/?lng=en');
    await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('i18nextLng', 'en'),
    );
    await page.goto('/?location=Santiago&lat=-33.4489&lng=-70.6693');
    const button = page.getByTestId('filters-button-desktop');
    await expect(button).toBeVisible();
    await tabTo(page, button, 'to Filters');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('en', 'filters:dialog.title') });
    await expect(dialog).toBeVisible();
    const firstTab = dialog.getByRole('tab').first();
    await tabTo(page, firstTab, 'to the first filters tab', true).catch(async () => {
      await tabTo(page, firstTab, 'to the first filters tab');
    });
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the listing wizard: the first steps by keyboard', async ({ page }) => {
    await createVerifiedUser(page.request, uniqueEmail('kbd-wizard'));
    await page.goto('/create-listing?type=home&lng=en');
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === 'basics');
    // A radio group is one tab stop; the arrows move through it and choose.
    // A home picks its stay type (decision 0032), one radio group.
    const sub = page.getByTestId('stay-type-cabin').locator('input');
    await expect(page.getByTestId('stay-type-cabin')).toBeVisible();
    await tabTo(page, page.locator('input[name="subcategory"]').first(), 'to the stay types');
    await arrowTo(page, sub, 'to Cabin');
    await expect(sub).toBeChecked();
    const next = page.getByRole('button', { name: text('en', 'wizard:nav.next') });
    await tabTo(page, next, 'to Next');
    await expect(next).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === 'details');
    await expect(page.getByTestId('step-heading')).toBeVisible();
    const back = page.getByRole('button', { name: text('en', 'wizard:nav.back') });
    await tabTo(page, back, 'to Back');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('step') === 'basics');
  });

  test("the checkout's pay button is reachable by Tab", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('kbd-checkout');
    await createVerifiedUser(context.request, email);
    const reply = await context.request.get('/api/properties?type=home&limit=24');
    const { items } = (await reply.json()) as { items: { id: string; priceUnit: string }[] };
    const home = items.find((p) => p.priceUnit === 'day');
    expect(home).toBeDefined();
    const held = await holdThroughApi(context.request, {
      propertyId: home!.id,
      // Dates no other spec books (booking-journeys takes days 70–72 of the same listing).
      checkIn: daysFromToday(93),
      checkOut: daysFromToday(94),
      guests: 1,
    });
    await page.goto(`/checkout/${held.id}?lng=en`);
    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeVisible();
    await tabTo(page, pay, 'to Pay');
    await expect(pay).toBeEnabled();
    await context.close();
  });
});
