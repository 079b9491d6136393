import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { daysFromToday, holdThroughApi, signUpIn } from './support/bookings.js';

// Issue 31, "The shell": a page that does not exist answers 404 with the not-found page (an
// unknown address, or a listing, host or booking id that does not exist for the visitor); on the
// phone the account menu is one tap from the header; the header is opaque; the footer names the
// currency once; the phone's Map button hides no card.

test.use({ locale: 'en-US' });

const PHONE = { width: 390, height: 844 };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface Scrollable {
  scrollTo(x: number, y: number): void;
}

interface Summary {
  id: string;
  hostId: string;
  priceUnit: 'day' | 'hour';
}

async function seededHome(request: APIRequestContext): Promise<Summary> {
  const reply = await request.get('/api/properties?type=home&limit=24');
  expect(reply.ok(), await reply.text()).toBe(true);
  const { items } = (await reply.json()) as { items: Summary[] };
  const home = items.find((p) => p.priceUnit === 'day');
  expect(home, 'a seeded home').toBeDefined();
  return home!;
}

async function expectStatus(page: Page, path: string, status: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  if (status === 404) {
    await expect(page.getByTestId('not-found'), path).toBeVisible();
  } else {
    await expect(page.locator('main#main'), path).not.toBeEmpty();
    await expect(page.getByTestId('not-found'), path).toHaveCount(0);
  }
}

test.describe('a page that does not exist answers 404', () => {
  test('unknown addresses and ids, signed out, in both languages', async ({ page, request }) => {
    const home = await seededHome(request);
    await expectStatus(page, '/this-page-does-not-exist/at-all', 404);
    await expectStatus(page, `/property/${UNKNOWN}`, 404);
    await expectStatus(page, '/property/not-an-id', 404);
    await expectStatus(page, `/host/${UNKNOWN}`, 404);
    await expectStatus(page, '/help/no-such-article', 404);

    await expectStatus(page, '/', 200);
    await expectStatus(page, `/property/${home.id}`, 200);
    await expectStatus(page, `/host/${home.hostId}`, 200);
    await expectStatus(page, '/help/payment-timing', 200);
    await expectStatus(page, '/privacy', 200);

    // A file or an API path is still answered as one.
    expect((await request.get('/no-such-file.js', { headers: { accept: '*/*' } })).status()).toBe(
      404,
    );
    const api = await request.get('/api/no-such-route', { headers: { accept: 'text/html' } });
    expect(api.status()).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  test('in Spanish too', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-CL' });
    const page = await context.newPage();
    await expectStatus(page, '/esta-pagina-no-existe', 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await context.close();
  });

  test("a booking: its guest's page is 200; an unknown one, or someone else's, is 404", async ({
    browser,
    request,
  }) => {
    const home = await seededHome(request);
    const guest = await browser.newContext();
    await signUpIn(guest, 'status-guest');
    const held = await holdThroughApi(guest.request, {
      propertyId: home.id,
      checkIn: daysFromToday(70),
      checkOut: daysFromToday(72),
      guests: 1,
    });
    const guestPage = await guest.newPage();
    await expectStatus(guestPage, `/bookings/${held.id}`, 200);
    await expectStatus(guestPage, `/bookings/${UNKNOWN}`, 404);

    const stranger = await browser.newContext();
    await signUpIn(stranger, 'status-stranger');
    const strangerPage = await stranger.newPage();
    // The API answers someone else's booking as it answers an unknown one (decision 0026).
    await expectStatus(strangerPage, `/bookings/${held.id}`, 404);
    await guest.close();
    await stranger.close();
  });
});

test.describe('the shell on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the account menu (host tools, log out) is one tap from the header', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'es-CL' });
    await signUpIn(context, 'phone-menu', 'es');
    const page = await context.newPage();
    for (const path of ['/', '/help']) {
      await page.goto(path);
      const header = page.locator('header').first();
      await header.getByTestId('account-menu-trigger').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Gestionar anuncios' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  test('the header is opaque and the footer names the currency once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    const header = page.locator('header').first();
    const look = await header.evaluate((el) => {
      const style = (
        globalThis as unknown as {
          getComputedStyle(node: unknown): { backgroundColor: string; backdropFilter: string };
        }
      ).getComputedStyle(el);
      return { background: style.backgroundColor, backdrop: style.backdropFilter };
    });
    expect(look.background).toBe('rgb(255, 255, 255)');
    expect(look.backdrop === 'none' || look.backdrop === '').toBe(true);

    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByTestId('preferences-button-currency')).toHaveText('$ CLP');
    await expect(footer).not.toContainText('CLP$ CLP');
  });

  test("the Map button covers no card's price, at any scroll", async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByTestId('view-toggle');
    await expect(toggle).toBeVisible();
    const prices = page.getByTestId('listing-price');
    await expect(prices.first()).toBeVisible();
    const count = Math.min(await prices.count(), 8);
    const covered = async (): Promise<number[]> => {
      const button = await toggle.boundingBox();
      if (!button) return [];
      const hidden: number[] = [];
      for (let i = 0; i < count; i++) {
        const box = await prices.nth(i).boundingBox();
        if (!box) continue;
        const apart =
          box.x + box.width <= button.x ||
          button.x + button.width <= box.x ||
          box.y + box.height <= button.y ||
          button.y + button.height <= box.y;
        if (!apart) hidden.push(i);
      }
      return hidden;
    };
    // From the first paint down past the first cards, a step at a time: a button laid over the
    // list hides the price of whichever card passes beneath it.
    for (let y = 0; y <= 2400; y += 100) {
      await page.evaluate((top) => (globalThis as unknown as Scrollable).scrollTo(0, top), y);
      expect(await covered(), `prices under the Map button at scroll ${y}`).toEqual([]);
    }
  });
});
