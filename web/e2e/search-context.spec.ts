import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatMoney, type Quote } from '@arrendo/contracts/web';
import { appReady } from './support/app-ready.js';
import { scrollY as windowScrollY } from './support/page-state.js';
import { isoInDays, pickCalendarDay } from './support/search.js';

// Issue 31, "The search's context is lost": after searching Pucón with dates and 2 guests, a
// result opens its page with those dates and guests in the booking panel and the price for them
// (desktop in English, a 390 px phone in Spanish), and Back returns to the same results at the
// same scroll position (decisions.md, Search: "A search's context travels").

const CHECK_IN = isoInDays(40);
const CHECK_OUT = isoInDays(43);
/** Pucón as the Where step's suggestion writes it (web/src/features/search/where/destinations.ts). */
const PUCON = { lat: -39.2825, lng: -71.9773 };
const SEARCH = new URLSearchParams({
  type: 'day',
  location: 'Pucón',
  lat: String(PUCON.lat),
  lng: String(PUCON.lng),
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  guests: '2',
  adults: '2',
});

/** A calendar day as the panel writes it ('Dec 10, 2026', '10 dic 2026'). */
function panelDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The price the server quotes for those nights and two guests, in CLP. */
async function quoteFor(request: APIRequestContext, id: string): Promise<Quote> {
  const query = new URLSearchParams({
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    guests: '2',
    currency: 'CLP',
  });
  const reply = await request.get(`/api/properties/${id}/quote?${query}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as Quote;
}

/**
 * Scrolls a card well down the list into view and opens it; returns its title, the scroll
 * position left behind and the titles the list showed.
 */
async function openResultFarDown(page: Page) {
  // A click into the inert drawing would scroll the card elsewhere before it lands, and Back
  // would then restore that place instead of the one read here.
  await appReady(page);
  const cards = page.getByTestId('listing-card');
  await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(3);
  const titles = await page.getByTestId('listing-title').allInnerTexts();
  const card = cards.nth(Math.min(5, titles.length - 1));
  await card.scrollIntoViewIfNeeded();
  // Further down, so the position is not simply "the card at the top".
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(windowScrollY)).toBeGreaterThan(200);
  // The position settles before it is read (the wheel scrolls in steps).
  let scrollY = -1;
  await expect
    .poll(async () => {
      const before = scrollY;
      scrollY = await page.evaluate(windowScrollY);
      return scrollY === before;
    })
    .toBe(true);
  const title = await card.getByTestId('listing-title').innerText();
  const href = await card.locator('a').first().getAttribute('href');
  await card.getByTestId('listing-title').click();
  return { title, titles, scrollY, href };
}

/** Back on the results (`back` goes there): the same list, the same place. */
async function expectSameResults(
  page: Page,
  resultsUrl: string,
  left: { title: string; titles: string[]; scrollY: number },
  back: () => Promise<unknown>,
) {
  await back();
  await expect(page).toHaveURL(resultsUrl);
  await expect
    .poll(() => page.getByTestId('listing-title').allInnerTexts())
    .toEqual(expect.arrayContaining(left.titles));
  await expect
    .poll(() => page.evaluate(windowScrollY), { timeout: 10_000 })
    .toBeGreaterThan(left.scrollY - 3);
  expect(await page.evaluate(windowScrollY)).toBeLessThan(left.scrollY + 3);
  await expect(
    page.getByTestId('listing-card').filter({ hasText: left.title }).first(),
  ).toBeInViewport();
}

/** The id in a result link `/property/<id>?…`, and its query. */
function linkOf(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href!, 'http://x');
  return { id: url.pathname.split('/').at(-1)!, query: Object.fromEntries(url.searchParams) };
}

test.describe('desktop, English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('Pucón, 3 nights, 2 guests: the page starts from them and Back returns to the same place', async ({
    page,
    request,
  }) => {
    // Searched through the bar, as a guest does.
    await page.goto('/');
    const bar = page.getByTestId('search-bar');
    await bar.getByTestId('where-input').click();
    await bar.getByTestId('where-input').fill('Pucón');
    await page
      .getByTestId('popup-where')
      .getByRole('option', { name: /^Pucón/ })
      .first()
      .click();
    await bar.getByTestId('bar-dates').click();
    const dates = page.getByTestId('popup-dates');
    await pickCalendarDay(dates, CHECK_IN, 'Next month');
    await pickCalendarDay(dates, CHECK_OUT, 'Next month');
    const who = page.getByTestId('popup-who');
    await who.getByRole('button', { name: 'Add one: Adults' }).click();
    await who.getByRole('button', { name: 'Add one: Adults' }).click();
    await bar.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/[?&]checkIn=/);
    const resultsUrl = page.url();
    expect(Object.fromEntries(new URL(resultsUrl).searchParams)).toMatchObject({
      location: expect.stringMatching(/^Pucón/),
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: '2',
      adults: '2',
    });

    const left = await openResultFarDown(page);
    const link = linkOf(left.href);
    expect(link.query).toEqual({ checkIn: CHECK_IN, checkOut: CHECK_OUT, adults: '2' });
    await expect(page).toHaveURL(new RegExp(`/property/${link.id}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: left.title })).toBeVisible();

    const panel = page.getByTestId('reservation-panel');
    await expect(panel.getByTestId('check-in')).toHaveText(
      `Check-in${panelDate(CHECK_IN, 'en-US')}`,
    );
    await expect(panel.getByTestId('check-out')).toHaveText(
      `Check-out${panelDate(CHECK_OUT, 'en-US')}`,
    );
    await expect(panel.getByTestId('guest-summary')).toHaveText('2 guests');
    await expect(panel.getByText(/^3 nights: /)).toBeVisible();
    const quote = await quoteFor(request, link.id);
    await expect(panel.getByTestId('quote-total')).toHaveText(
      `Total${formatMoney(quote.total, 'en-US')}`,
    );

    // The browser's Back.
    await expectSameResults(page, resultsUrl, left, () => page.goBack());

    // The address alone (a reload, a shared link; the server draws the page first) starts the
    // panel from them too.
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto(left.href!);
    await expect(panel.getByTestId('check-in')).toHaveText(
      `Check-in${panelDate(CHECK_IN, 'en-US')}`,
    );
    await expect(panel.getByTestId('guest-summary')).toHaveText('2 guests');
    await expect(panel.getByTestId('quote-total')).toHaveText(
      `Total${formatMoney(quote.total, 'en-US')}`,
    );
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });
});

test.describe('a 390 px phone, Spanish (Chile)', () => {
  test.use({
    locale: 'es-CL',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('Pucón, 3 noches, 2 huéspedes: la página parte de ellos y Atrás vuelve al mismo lugar', async ({
    page,
    request,
  }) => {
    const resultsPath = `/?${SEARCH}`;
    await page.goto(resultsPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const resultsUrl = page.url();

    const left = await openResultFarDown(page);
    const link = linkOf(left.href);
    expect(link.query).toEqual({ checkIn: CHECK_IN, checkOut: CHECK_OUT, adults: '2' });
    await expect(page.getByRole('heading', { level: 1, name: left.title })).toBeVisible();

    // The bottom bar shows the price for those nights at once.
    const quote = await quoteFor(request, link.id);
    const bar = page.getByTestId('reservation-bar');
    await expect(bar.getByTestId('bar-total')).toHaveText(
      `${formatMoney(quote.total, 'es-CL')} en total`,
    );
    const reserve: Locator = bar.getByRole('button', { name: /^(Reservar|Solicitar reserva)$/ });
    await reserve.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('check-in')).toHaveText(
      `Llegada${panelDate(CHECK_IN, 'es-CL')}`,
    );
    await expect(sheet.getByTestId('check-out')).toHaveText(
      `Salida${panelDate(CHECK_OUT, 'es-CL')}`,
    );
    await expect(sheet.getByTestId('guest-summary')).toHaveText('2 huéspedes');
    await expect(sheet.getByText(/^3 noches: /)).toBeVisible();
    await expect(sheet.getByTestId('quote-total')).toHaveText(
      `Total${formatMoney(quote.total, 'es-CL')}`,
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The page's own 'Volver a los anuncios' goes back to them too, not to a new empty search.
    await expectSameResults(page, resultsUrl, left, () =>
      page.getByRole('link', { name: 'Volver a los anuncios' }).click(),
    );
  });
});
