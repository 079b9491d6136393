import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import {
  type SearchReply,
  formatMoney,
  fromMajorUnits,
  toMajorUnits,
  type Currency,
  LIMITS,
  LISTING_LIMITS,
  lookupRate,
  feeBasisPoints,
  guestAmounts,
} from '@arrendo/contracts/web';
import { CSRF, createVerifiedUser, uniqueEmail } from './support/auth.js';
import { createPublishedListing, type HostListing } from './support/host-listings.js';
import {
  SANTIAGO,
  distanceKm,
  drawnOrAsked,
  isoInDays,
  params,
  pickCalendarDay,
} from './support/search.js';

// Issue 9, "Tests" (desktop, 1280 px): a guest searches Santiago + dates + 2 guests + a
// subcategory through the bar and gets only spaces that are in the area, of that subcategory,
// big enough and free for those dates — checked on the /api/search answer the page received and
// on the cards it shows. A host's listing blocked for those dates never appears while an
// identical free one does. Then filters, Clear all and the indicator; currency and VAT; the
// map's 'Search this area'. The key journey runs in English and in Spanish.

test.use({ viewport: { width: 1280, height: 900 } });

const CHECK_IN = isoInDays(45);
const CHECK_OUT = isoInDays(48);
/** The radius the Where step gives a city (web/src/features/search/where/place-radius.ts). */
const CITY_RADIUS_KM = 15;
/** The lowest price a listing may have: with the price sort, these lead the first page. */
const LOW_PRICE = LISTING_LIMITS.price.min;

interface Fixtures {
  /** Free and fitting: must appear. */
  control: HostListing;
  /** Identical, but the host blocked a night inside the stay: must never appear. */
  blocked: HostListing;
  /** Identical, but closed every week on the weekday of the stay's last night: never appears. */
  closedWeekly: HostListing;
  /** Identical and free, but for one guest only: must not appear for two. */
  tooSmall: HostListing;
}

let fixtures: Fixtures;

/** The search the bar writes, as /api/search parameters (what the page sends). */
const SEARCH_QUERY = {
  type: 'day',
  lat: String(SANTIAGO.lat),
  lng: String(SANTIAGO.lng),
  radius: String(CITY_RADIUS_KM),
  category: 'apartment',
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  guests: '2',
  sort: 'price_asc',
};

async function apiSearch(request: APIRequestContext, query: Record<string, string>) {
  const reply = await request.get(`/api/search?${new URLSearchParams(query)}`);
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as SearchReply;
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  // The host works through its own context: the pages of the tests stay anonymous guests.
  const host = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await createVerifiedUser(host, uniqueEmail('search-host'));
  const stamp = Date.now();
  const common = { price: LOW_PRICE, maxGuests: 3, bedrooms: 1, instantBook: true };
  const blocked = await createPublishedListing(host, `Depto bloqueado ${stamp}`, common);
  const night = isoInDays(46);
  const block = await host.post(`/api/host/listings/${blocked.id}/calendar/blocks`, {
    headers: CSRF,
    data: { start: night, end: isoInDays(47) },
  });
  expect(block.status(), await block.text()).toBe(200);
  const closedWeekly = await createPublishedListing(host, `Depto cerrado ${stamp}`, common);
  const lastNight = new Date(`${isoInDays(47)}T12:00:00Z`);
  const weekly = await host.put(`/api/host/listings/${closedWeekly.id}/calendar/weekly`, {
    headers: CSRF,
    // ISO weekdays: Monday 1 … Sunday 7.
    data: { blockedWeekdays: [lastNight.getUTCDay() || 7], openingHours: [] },
  });
  expect(weekly.status(), await weekly.text()).toBe(200);
  const tooSmall = await createPublishedListing(host, `Depto para uno ${stamp}`, {
    ...common,
    maxGuests: 1,
    beds: 1,
  });
  const control = await createPublishedListing(host, `Depto libre ${stamp}`, common);
  fixtures = { control, blocked, closedWeekly, tooSmall };

  // The search read model follows the listing and booking events: wait until it has the
  // listings (without dates the blocked ones are there), and the blocks (with the dates they
  // are not).
  const ids = (reply: SearchReply) => reply.items.map((i) => i.id);
  await expect
    .poll(async () => ids(await apiSearch(host, { ...SEARCH_QUERY, checkIn: '', checkOut: '' })), {
      timeout: 30_000,
    })
    .toEqual(expect.arrayContaining([control.id, blocked.id, closedWeekly.id]));
  await expect
    .poll(
      async () => {
        const found = ids(await apiSearch(host, SEARCH_QUERY));
        return [blocked.id, closedWeekly.id].filter((id) => found.includes(id));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
  await host.dispose();
});

function isSearchResponse(check: (q: URLSearchParams) => boolean) {
  return (response: Response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/search' &&
      response.request().method() === 'GET' &&
      check(url.searchParams)
    );
  };
}

/**
 * Every result fits the search: within the radius of the searched point, of the subcategory,
 * room for the guests, and free for every night (the public availability route says so).
 */
async function expectEveryResultFits(request: APIRequestContext, reply: SearchReply) {
  expect(reply.items.length).toBeGreaterThan(0);
  for (const item of reply.items) {
    expect(distanceKm(SANTIAGO, item), item.title).toBeLessThanOrEqual(CITY_RADIUS_KM + 0.05);
    expect(item.subcategory, item.title).toBe('apartment');
    expect(item.maxGuests, item.title).toBeGreaterThanOrEqual(2);
    const availability = await request.get(
      `/api/properties/${item.id}/availability?from=${CHECK_IN}&to=${CHECK_OUT}`,
    );
    expect(availability.status()).toBe(200);
    const { unavailableDates } = (await availability.json()) as { unavailableDates: string[] };
    expect(unavailableDates, item.title).toEqual([]);
  }
}

/** The cards show the answer's results, in its order (more pages may follow underneath). */
async function expectCardsShow(page: Page, reply: SearchReply) {
  const titles = reply.items.map((i) => i.title);
  await expect
    .poll(async () =>
      (await page.getByTestId('listing-title').allInnerTexts()).slice(0, titles.length),
    )
    .toEqual(titles);
}

/** One space around the '·' before 'Service fee and IVA included', whatever the markup's spacing. */
function normalizePrice(text: string): string {
  return text
    .replace(/\s*·\s*/g, ' · ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Labels {
  apartment: string;
  nextMonth: string;
  addAdult: string;
  searchDone: string;
  locationRequired: string;
}

const LOCALES: { locale: string; lang: string; labels: Labels }[] = [
  {
    locale: 'en-US',
    lang: 'en',
    labels: {
      apartment: 'Apartment',
      nextMonth: 'Next month',
      addAdult: 'Add one: Adults',
      searchDone: 'Change your search',
      locationRequired: "Choose where you're going to search.",
    },
  },
  {
    locale: 'es-CL',
    lang: 'es',
    labels: {
      apartment: 'Departamento',
      nextMonth: 'Mes siguiente',
      addAdult: 'Agregar uno: Adultos',
      searchDone: 'Cambia tu búsqueda',
      locationRequired: 'Elige adónde vas para poder buscar.',
    },
  },
];

for (const { locale, lang, labels } of LOCALES) {
  test.describe(`the search bar's journey (${lang})`, () => {
    test.use({ locale });

    test('Santiago + dates + 2 guests + a subcategory finds only free spaces that fit', async ({
      page,
      request,
    }) => {
      // Sorted by price: the host's cheap listings lead the first page. A search keeps the sort.
      await page.goto('/?sort=price_asc');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const bar = page.getByTestId('search-bar');
      await bar.getByTestId('where-input').click();
      await page
        .getByTestId('popup-where')
        .getByRole('option', { name: /^Santiago/ })
        .first()
        .click();
      const what = page.getByTestId('popup-what');
      // Per day the What step offers the stay types (decision 0032): one choice finishes it.
      await what.getByRole('button', { name: labels.apartment, exact: true }).click();
      await expect(what).toBeHidden();
      await bar.getByTestId('bar-dates').click();
      const dates = page.getByTestId('popup-dates');
      await pickCalendarDay(dates, CHECK_IN, labels.nextMonth);
      await pickCalendarDay(dates, CHECK_OUT, labels.nextMonth);
      const who = page.getByTestId('popup-who');
      await expect(who).toBeVisible();
      await who.getByRole('button', { name: labels.addAdult }).click();
      await who.getByRole('button', { name: labels.addAdult }).click();

      // The first answer with the category is the search's (the page before had none); what it
      // asked for is checked below, so a missing parameter fails there, by name.
      const answered = page.waitForResponse(
        isSearchResponse((q) => q.get('category') === 'apartment'),
      );
      await bar.getByTestId('search-submit').click();
      const response = await answered;
      expect(response.status()).toBe(200);

      // The URL carries the search (spec §7) and kept the sort.
      await expect(page).toHaveURL(/[?&]checkIn=/);
      expect(Object.fromEntries(params(page))).toMatchObject({
        location: 'Santiago',
        lat: String(SANTIAGO.lat),
        lng: String(SANTIAGO.lng),
        radius: String(CITY_RADIUS_KM),
        category: 'apartment',
        checkIn: CHECK_IN,
        checkOut: CHECK_OUT,
        guests: '2',
        adults: '2',
        type: 'day',
        sort: 'price_asc',
      });
      await expect(page.getByTestId('search-summary')).toContainText(labels.searchDone);
      // The page asked for exactly that search.
      const sent = new URL(response.url()).searchParams;
      expect(Object.fromEntries(sent)).toMatchObject(SEARCH_QUERY);

      const reply = (await response.json()) as SearchReply;
      const ids = reply.items.map((i) => i.id);
      expect(ids).toContain(fixtures.control.id);
      expect(ids).not.toContain(fixtures.blocked.id);
      expect(ids).not.toContain(fixtures.closedWeekly.id);
      expect(ids).not.toContain(fixtures.tooSmall.id);
      await expectEveryResultFits(request, reply);
      await expectCardsShow(page, reply);
      await expect(
        page.getByTestId('listing-card').filter({ hasText: fixtures.control.title }),
      ).toBeVisible();
      await expect(page.getByText(fixtures.blocked.title)).toHaveCount(0);
      await expect(page.getByText(fixtures.closedWeekly.title)).toHaveCount(0);
    });

    test('Search without a place shakes Where, marks it and opens it', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByTestId('search-submit').click();
      const where = page.getByTestId('bar-where');
      await expect(where).toHaveAttribute('data-invalid', 'true');
      await expect(where).toHaveClass(/animate-shake/);
      await expect(page.getByTestId('popup-where')).toBeVisible();
      await expect(page.getByTestId('search-problem')).toHaveText(labels.locationRequired);
      expect(params(page).has('location')).toBe(false);
      // A place and a second Search go through.
      await page
        .getByTestId('popup-where')
        .getByRole('option', { name: /^Santiago/ })
        .first()
        .click();
      await page.getByTestId('search-submit').click();
      await expect(page).toHaveURL(/[?&]location=Santiago/);
    });
  });
}

const SEARCH_URL = `/?${new URLSearchParams({
  location: 'Santiago',
  lat: String(SANTIAGO.lat),
  lng: String(SANTIAGO.lng),
  radius: String(CITY_RADIUS_KM),
  category: 'apartment',
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  guests: '2',
  adults: '2',
})}`;

test.describe('results of an active search (en)', () => {
  test.use({ locale: 'en-US' });

  test('filters apply, the indicator counts them, Clear all resets', async ({ page, request }) => {
    await page.goto(SEARCH_URL);
    await page.getByTestId('filters-button-desktop').click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('tab', { name: 'Sort' }).click();
    await dialog.getByLabel('Price: Low to High').check();
    const sorted = page.waitForResponse(isSearchResponse((q) => q.get('sort') === 'price_asc'));
    await dialog.getByTestId('filters-show-results').click();
    await expect(dialog).toBeHidden();
    const first = (await (await sorted).json()) as SearchReply;
    expect(first.items.map((i) => i.id)).toContain(fixtures.control.id);
    const prices = first.items.map((i) => i.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectEveryResultFits(request, first);
    await expectCardsShow(page, first);
    await expect(page.getByTestId('filters-count')).toHaveText('1');

    // Two bedrooms and instant book: the one-bedroom control goes, every result has both.
    await page.getByTestId('filters-button-desktop').click();
    await dialog.getByRole('button', { name: 'Increase: Bedrooms' }).click();
    await dialog.getByRole('button', { name: 'Increase: Bedrooms' }).click();
    await dialog.getByRole('tab', { name: 'More' }).click();
    await dialog.getByTestId('toggle-instant').click();
    const filtered = page.waitForResponse(
      isSearchResponse((q) => q.get('bedrooms') === '2' && q.get('instant') === 'true'),
    );
    await dialog.getByTestId('filters-show-results').click();
    const narrowed = (await (await filtered).json()) as SearchReply;
    expect(Object.fromEntries(params(page))).toMatchObject({
      sort: 'price_asc',
      bedrooms: '2',
      instant: 'true',
      checkIn: CHECK_IN,
    });
    expect(narrowed.items.map((i) => i.id)).not.toContain(fixtures.control.id);
    for (const item of narrowed.items) {
      expect(item.bedrooms, item.title).toBeGreaterThanOrEqual(2);
      expect(item.instantBook, item.title).toBe(true);
      expect(item.subcategory).toBe('apartment');
    }
    if (narrowed.items.length === 0) {
      await expect(page.getByTestId('results-empty')).toBeVisible();
    } else {
      await expectCardsShow(page, narrowed);
    }
    await expect(page.getByTestId('filters-count')).toHaveText('3');
    await expect(page.getByTestId('filters-button-desktop')).toHaveAttribute('data-active', 'true');

    // Clear all: the filters go, the search stays, and the control is back.
    await page.getByTestId('filters-button-desktop').click();
    await dialog.getByTestId('filters-clear').click();
    await dialog.getByTestId('filters-show-results').click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => ['sort', 'bedrooms', 'instant'].filter((p) => params(page).has(p)))
      .toEqual([]);
    expect(params(page).get('checkIn')).toBe(CHECK_IN);
    expect(params(page).get('category')).toBe('apartment');
    await expect(page.getByTestId('filters-count')).toHaveCount(0);
    await expect(page.getByTestId('filters-button-desktop')).toHaveAttribute(
      'data-active',
      'false',
    );
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
  });

  test('the currency and the tax toggle change the prices on the cards', async ({ page }) => {
    const answered = page.waitForResponse(isSearchResponse((q) => q.get('sort') === 'price_asc'));
    await page.goto(`${SEARCH_URL}&sort=price_asc`);
    const reply = await drawnOrAsked(
      page,
      answered.then((response) => response.json() as Promise<SearchReply>),
    );
    const shown = reply.items.slice(0, 6);

    /** The price line each card must show, as the spec's conversion gives it. */
    const expected = (currency: Currency, withTax: boolean) =>
      shown.map((item) => {
        // With the toggle: what a guest pays a night, the fee and IVA on that fee only added.
        const amount = withTax
          ? guestAmounts(item.price.amount, {
              serviceFeeBasisPoints: feeBasisPoints(LIMITS.serviceFeePercent),
              vatPercent: LIMITS.vatPercent,
            }).total
          : item.price.amount;
        const major = toMajorUnits({ amount, currency: item.price.currency });
        const price = formatMoney(
          fromMajorUnits(major * lookupRate(item.price.currency, currency), currency),
          'en-US',
        );
        return `${price} / day${withTax ? ' · Service fee and IVA included' : ''}`;
      });
    const cardPrices = async () =>
      (await page.getByTestId('listing-price').allInnerTexts())
        .slice(0, shown.length)
        .map(normalizePrice);

    await expect.poll(cardPrices).toEqual(expected('CLP', false));
    const control = page.getByTestId('listing-card').filter({ hasText: fixtures.control.title });
    const controlPrice = async () =>
      normalizePrice(await control.getByTestId('listing-price').innerText());
    await expect.poll(controlPrice).toBe('CLP$1,000 / day');

    // The footer's tax toggle: the 10% fee and 19% IVA on that fee (1.000 + 100 + 19), said on
    // each card.
    const toggle = page.getByTestId('tax-toggle');
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(controlPrice).toBe('CLP$1,119 / day · Service fee and IVA included');
    await expect.poll(cardPrices).toEqual(expected('CLP', true));

    // Dollars from the header's language and currency dialog.
    await page.getByTestId('preferences-button-header').click();
    const preferences = page.getByRole('dialog', { name: 'Language and currency' });
    await preferences.getByTestId('currency-USD').click();
    await preferences.getByRole('button', { name: 'Close' }).click();
    await expect(preferences).toBeHidden();
    await expect.poll(cardPrices).toEqual(expected('USD', true));
    await expect.poll(controlPrice).toMatch(/^\$1\.\d\d \/ day · Service fee and IVA included$/);

    // The toggle off again: the host's price in dollars.
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    await expect.poll(cardPrices).toEqual(expected('USD', false));
  });

  test("moving the map offers 'Search this area', which searches the visible rectangle", async ({
    page,
  }) => {
    await page.goto(
      `/?${new URLSearchParams({
        location: 'Santiago',
        lat: String(SANTIAGO.lat),
        lng: String(SANTIAGO.lng),
        radius: String(CITY_RADIUS_KM),
      })}`,
    );
    const map = page.getByTestId('results-map');
    await expect(map).toBeVisible();
    // The map is ready once its canvas is drawn.
    await expect(map.locator('canvas')).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('the results map has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Drag the map west (content moves right): the guest explores beside the results.
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i += 1) await page.mouse.move(x + i * 15, y + i * 5);
    await page.mouse.up();

    const button = page.getByRole('button', { name: 'Search this area' });
    await expect(button).toBeVisible();
    const answered = page.waitForResponse(isSearchResponse((q) => q.has('north')));
    await button.click();
    const response = await answered;
    const sent = new URL(response.url()).searchParams;
    expect(sent.has('lat')).toBe(false);
    expect(sent.has('radius')).toBe(false);

    // The bounds are in the URL, the point is gone, and every result is inside the rectangle.
    await expect(page).toHaveURL(/[?&]north=/);
    const p = params(page);
    expect(p.has('lat')).toBe(false);
    const [south, west, north, east] = ['south', 'west', 'north', 'east'].map((k) =>
      Number(p.get(k)),
    ) as [number, number, number, number];
    expect(north).toBeGreaterThan(south);
    expect(east).toBeGreaterThan(west);
    expect(Number(sent.get('south'))).toBe(south);
    const reply = (await response.json()) as SearchReply;
    expect(reply.items.length).toBeGreaterThan(0);
    for (const item of reply.items) {
      expect(item.lat, item.title).toBeGreaterThanOrEqual(south);
      expect(item.lat, item.title).toBeLessThanOrEqual(north);
      expect(item.lng, item.title).toBeGreaterThanOrEqual(west);
      expect(item.lng, item.title).toBeLessThanOrEqual(east);
    }
    await expectCardsShow(page, reply);
    // The button goes once the area is searched.
    await expect(button).toBeHidden();
  });
});
