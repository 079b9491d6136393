import { expect, request as requestContext, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready.js';
import { CSRF, createVerifiedUser, uniqueEmail } from './support/auth.js';
import { completeHomeFields, createDraft, uploadPhotos } from './support/host-listings.js';
import {
  TEXTS,
  afterFrames,
  comingWeekend,
  dragDown,
  nextSearch,
  scrollPageTo,
  shiftDay,
  todayInChile,
  toast,
  useLanguage,
  type Language,
  type SearchAnswer,
} from './support/search-mobile.js';
import { distanceKm, drawnOrAsked, params } from './support/search.js';

// Issue 9 on a 390 px phone (spec §2.4, §2.5, §4, §7, §9): the search pill and its full-screen
// modal with the real step panels, the Explore destinations sheet, the search it writes into the
// URL and the results GET /api/search gives back for it, the header on scroll, the day/hour
// toast, the filters dialog and the map toggle. The demo seed (global-setup.ts) is the catalogue.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Valparaíso as the places gazetteer answers it (services' embedded comunas). */
const VALPARAISO = { lat: -33.0472, lng: -71.6127 };
/** The place's label: the comuna and its region, as the prediction describes it. */
const VALPARAISO_LABEL = 'Valparaíso';

async function openModal(page: Page, language: Language) {
  const t = TEXTS[language];
  await page.getByTestId('search-pill').click();
  const modal = page.getByRole('dialog', { name: t.modal });
  await expect(modal).toBeVisible();
  // Full screen.
  await expect
    .poll(async () => {
      const box = await modal.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 0, 390, 844]);
  return modal;
}

for (const language of ['en', 'es'] as const) {
  const t = TEXTS[language];

  test(`${language}: the modal's four steps search Valparaíso, and the results obey`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    // An entry before home, to see that the search replaces home's entry instead of adding one.
    await page.goto('/status');
    await page.getByTestId('tab-explore').click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('search-pill')).toContainText(t.pillPlaceholder);

    const modal = await openModal(page, language);
    await expect(page.getByTestId('tab-explore')).toBeHidden();
    // A new search opens on Where; the other three are summaries.
    await expect(modal.getByRole('heading', { name: t.steps.where })).toBeVisible();
    const where = modal.getByTestId('step-where');
    const what = modal.getByTestId('step-what');
    const dates = modal.getByTestId('step-dates');
    const who = modal.getByTestId('step-who');
    await expect(what).toHaveText(new RegExp(`^${t.collapsed.what}`));
    await expect(dates).toHaveText(`${t.collapsed.when}${t.addDates}`);
    await expect(who).toHaveText(`${t.collapsed.who}${t.addGuests}`);

    // Where: the Explore destinations sheet; "Valpa" brings the gazetteer's predictions.
    await modal.getByTestId('open-destinations').click();
    const sheet = page.getByRole('dialog', { name: t.sheet });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('group', { name: t.suggested })).toBeVisible();
    await sheet.getByRole('combobox', { name: t.sheetSearch }).fill('Valpa');
    const results = sheet.getByRole('group', { name: t.searchResults });
    const valparaiso = results
      .getByRole('option')
      .filter({ has: page.getByText('Valparaíso', { exact: true }) });
    await expect(valparaiso).toHaveCount(1);
    expect(await results.getByRole('option').count()).toBeLessThanOrEqual(5);
    // Suggested destinations stay under the results on the sheet.
    await expect(sheet.getByRole('group', { name: t.suggested })).toContainText('Viña del Mar');
    await valparaiso.click();
    await expect(sheet).toBeHidden();
    // The place is in the current URL at once (spec §2.5), and Where collapses to it.
    await expect.poll(() => params(page).get('location')).toBe(VALPARAISO_LABEL);
    expect(Number(params(page).get('lat'))).toBeCloseTo(VALPARAISO.lat, 2);
    expect(Number(params(page).get('lng'))).toBeCloseTo(VALPARAISO.lng, 2);
    await expect(where).toHaveText(`${t.collapsed.where}${VALPARAISO_LABEL}`);

    // What, per day: the stay types and highlights, not the per-hour tree (decision 0032); a stay
    // type finishes the step.
    await expect(modal.getByRole('heading', { name: t.steps.what })).toBeVisible();
    await expect(what.getByRole('button', { name: t.recreation })).toHaveCount(0);
    await expect(what.getByRole('button', { name: t.productions })).toHaveCount(0);
    await what.getByRole('button', { name: t.apartment, exact: true }).click();

    // When: English picks a range on the calendar, Spanish the 'Fin de semana' quick pick.
    await expect(modal.getByRole('heading', { name: t.steps.when })).toBeVisible();
    await expect(what).toHaveText(`${t.collapsed.what}${t.apartment}`);
    const today = todayInChile();
    const stay =
      language === 'en'
        ? { checkIn: shiftDay(today, 20), checkOut: shiftDay(today, 23) }
        : comingWeekend(today);
    if (language === 'en') {
      await dates.locator(`[data-date="${stay.checkIn}"]`).click();
      // One end alone keeps the step open.
      await expect(modal.getByRole('heading', { name: t.steps.when })).toBeVisible();
      await dates.locator(`[data-date="${stay.checkOut}"]`).click();
    } else {
      await dates.getByRole('button', { name: t.weekend, exact: true }).click();
    }

    // Who: counters never below 0; children bring an adult; the service-animals note.
    await expect(modal.getByRole('heading', { name: t.steps.who })).toBeVisible();
    await expect(dates).not.toContainText(t.addDates);
    await expect(dates).toContainText(String(Number(stay.checkIn.slice(8))));
    await expect(dates).toContainText(String(Number(stay.checkOut.slice(8))));
    const count = (kind: string) => who.getByTestId(`count-${kind}`);
    const removeAdult = who.getByRole('button', { name: t.removeOne(t.adults) });
    const addAdult = who.getByRole('button', { name: t.addOne(t.adults) });
    await expect(count('adults')).toHaveText('0');
    await expect(removeAdult).toBeDisabled();
    await expect(who.getByRole('button', { name: t.removeOne(t.children) })).toBeDisabled();
    await who.getByRole('button', { name: t.addOne(t.children) }).click();
    await expect(count('children')).toHaveText('1');
    await expect(count('adults')).toHaveText('1');
    await who.getByRole('button', { name: t.removeOne(t.children) }).click();
    await expect(count('children')).toHaveText('0');
    await expect(who.getByRole('button', { name: t.removeOne(t.children) })).toBeDisabled();
    await addAdult.click();
    await expect(count('adults')).toHaveText('2');
    await expect(who.getByText(t.petsHint)).toBeVisible();
    await expect(who.getByText(t.serviceAnimals)).toBeVisible();
    // The steps above are summaries of what was chosen.
    await expect(where).toHaveText(`${t.collapsed.where}${VALPARAISO_LABEL}`);
    await expect(what).toHaveText(`${t.collapsed.what}${t.apartment}`);
    await expect(dates).toHaveText(new RegExp(`^${t.collapsed.when}`));

    // Search: §7 parameters, the history entry replaced, and results that obey it.
    const answer = nextSearch(page, {
      category: 'apartment',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: '2',
    });
    await modal.getByTestId('search-submit').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('tab-explore')).toBeVisible();
    const p = params(page);
    expect(p.get('location')).toBe(VALPARAISO_LABEL);
    expect(Number(p.get('lat'))).toBeCloseTo(VALPARAISO.lat, 2);
    expect(Number(p.get('lng'))).toBeCloseTo(VALPARAISO.lng, 2);
    expect(p.get('category')).toBe('apartment');
    expect(p.get('checkIn')).toBe(stay.checkIn);
    expect(p.get('checkOut')).toBe(stay.checkOut);
    expect(p.get('guests')).toBe('2');
    const radiusKm = Number(p.get('radius'));
    expect(radiusKm).toBeGreaterThan(0);

    const { query, items } = await answer;
    expect(Number(query.get('lat'))).toBeCloseTo(VALPARAISO.lat, 2);
    expect(Number(query.get('radius'))).toBe(radiusKm);
    // The seed has apartments for two in Valparaíso and Viña del Mar: an empty page proves nothing.
    expect(items.length).toBeGreaterThan(0);
    for (const hit of items) {
      expect(distanceKm(VALPARAISO, hit) * 1000, hit.title).toBeLessThanOrEqual(
        radiusKm * 1000 + 50,
      );
      expect(hit.maxGuests, hit.title).toBeGreaterThanOrEqual(2);
      expect(hit.subcategory, hit.title).toBe('apartment');
    }
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(items.length);
    await expect(cards.first().getByTestId('listing-title')).toHaveText(items[0]!.title);
    await expect(
      page.getByRole('heading', { name: t.nearHeading(VALPARAISO_LABEL) }),
    ).toBeVisible();

    // Search active: the pill shows the place; back and filters replace the day/hour toggle.
    await expect(page.getByTestId('search-pill')).toContainText('Valparaíso');
    await expect(page.getByTestId('search-pill')).toContainText(t.guests(2));
    await expect(page.getByTestId('filters-button-mobile')).toBeVisible();
    await expect(page.getByRole('tab', { name: t.perHour })).toHaveCount(0);

    // The browser's Back skips the pre-search `/`: the search replaced it.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/status');
    await page.goForward();
    await expect(page).toHaveURL(/[?&]category=apartment/);
    await expect(page.getByTestId('search-pill')).toContainText('Valparaíso');

    // Reopening the modal starts from the search, every step a summary; Clear all empties it.
    const again = await openModal(page, language);
    await expect(again.getByTestId('step-where')).toHaveText(
      `${t.collapsed.where}${VALPARAISO_LABEL}`,
    );
    await expect(again.getByTestId('step-who')).toHaveText(`${t.collapsed.who}${t.guests(2)}`);
    // A complete search opens contracted: no step expanded.
    await expect(again.locator('[data-expanded="true"]')).toHaveCount(0);
    await expect(again.getByRole('heading', { name: t.steps.where })).toHaveCount(0);
    await again.getByRole('button', { name: t.clearAll }).click();
    await expect(again.getByRole('heading', { name: t.steps.where })).toBeVisible();
    await expect(again.getByTestId('open-destinations')).not.toContainText('Valparaíso');
    await expect(again.getByTestId('step-what')).not.toContainText(t.apartment);
    await expect(again.getByTestId('step-dates')).toHaveText(`${t.collapsed.when}${t.addDates}`);
    await expect(again.getByTestId('step-who')).toHaveText(`${t.collapsed.who}${t.addGuests}`);
  });
}

test('a listing blocked for the searched nights never shows; other nights it does', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A host (in a context of its own: the page stays a visitor) publishes a flat in Valparaíso
  // for 3 guests and blocks the nights the guest will search.
  const host = await requestContext.newContext({ baseURL: test.info().project.use.baseURL });
  const title = `Blocked flat ${Date.now()}`;
  const today = todayInChile();
  const blocked = { checkIn: shiftDay(today, 40), checkOut: shiftDay(today, 43) };
  const free = { checkIn: shiftDay(today, 50), checkOut: shiftDay(today, 53) };
  let id: string;
  try {
    await createVerifiedUser(host, uniqueEmail('mobile-blocked'));
    id = await createDraft(host);
    const fields = {
      ...completeHomeFields(title),
      address: 'Almirante Montt 42',
      location: 'Cerro Alegre, Valparaíso',
      city: 'Valparaíso',
      region: 'Valparaíso',
      lat: -33.0437,
      lng: -71.6274,
    };
    const saved = await host.patch(`/api/host/listings/${id}`, { headers: CSRF, data: fields });
    expect(saved.status(), await saved.text()).toBe(200);
    await uploadPhotos(host, id, 5);
    const published = await host.post(`/api/host/listings/${id}/publish`, { headers: CSRF });
    expect(published.status(), await published.text()).toBe(200);
    const block = await host.post(`/api/host/listings/${id}/calendar/blocks`, {
      headers: CSRF,
      data: { start: blocked.checkIn, end: blocked.checkOut },
    });
    expect(block.status(), await block.text()).toBe(200);
  } finally {
    await host.dispose();
  }

  const place = `lat=${VALPARAISO.lat}&lng=${VALPARAISO.lng}&location=Valpara%C3%ADso&radius=15`;
  const searchUrl = (nights: { checkIn: string; checkOut: string }) =>
    `/?${place}&category=apartment&guests=2&adults=2&checkIn=${nights.checkIn}&checkOut=${nights.checkOut}`;
  const apiUrl = (nights: { checkIn: string; checkOut: string }) =>
    `/api/search?type=day&lat=${VALPARAISO.lat}&lng=${VALPARAISO.lng}&radius=15&category=apartment&guests=2&limit=60&checkIn=${nights.checkIn}&checkOut=${nights.checkOut}`;
  const ids = async (nights: { checkIn: string; checkOut: string }) => {
    const response = await page.request.get(apiUrl(nights));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { id: string }[] }).items.map((hit) => hit.id);
  };
  // The read model follows the listing and booking events: wait until it has the listing.
  await expect.poll(() => ids(free), { timeout: 30_000 }).toContain(id);

  // The search with the blocked nights, as a reload of its URL restores it on the phone.
  const answer = nextSearch(page, { checkIn: blocked.checkIn, checkOut: blocked.checkOut });
  await page.goto(searchUrl(blocked));
  // Drawn by the server, the page came with its results (the app asks for nothing).
  const { items } = await drawnOrAsked<Pick<SearchAnswer, 'items'>>(page, answer);
  expect(items.length).toBeGreaterThan(0);
  expect(items.map((hit) => hit.id)).not.toContain(id);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByTestId('listing-title').filter({ hasText: title })).toHaveCount(0);

  // Other nights, through the modal's calendar: the flat is there.
  const modal = await openModal(page, 'en');
  await modal.getByTestId('step-dates').click();
  const dates = modal.getByTestId('step-dates');
  await dates.locator(`[data-date="${free.checkIn}"]`).click();
  await dates.locator(`[data-date="${free.checkOut}"]`).click();
  const again = nextSearch(page, { checkIn: free.checkIn, checkOut: free.checkOut });
  await modal.getByTestId('search-submit').click();
  await expect(modal).toBeHidden();
  expect((await again).items.map((hit) => hit.id)).toContain(id);
  await expect(page.getByTestId('listing-title').filter({ hasText: title })).toHaveCount(1);
});

test.describe('the Explore destinations sheet', () => {
  test('lists the suggestions; a short drag springs back, a long one closes with the tip', async ({
    page,
  }) => {
    const t = TEXTS.en;
    await page.goto('/');
    const modal = await openModal(page, 'en');
    await modal.getByTestId('open-destinations').click();
    const sheet = page.getByRole('dialog', { name: t.sheet });
    await expect(sheet).toBeVisible();
    // Spec §3 suggested destinations, after 'Use current location'.
    const suggested = sheet.getByRole('group', { name: t.suggested }).getByRole('option');
    await expect(suggested).toHaveCount(5);
    for (const [i, name] of [
      'Santiago',
      'La Serena',
      'Viña del Mar',
      'Pucón',
      'San Carlos de Bariloche',
    ].entries()) {
      await expect(suggested.nth(i)).toContainText(name);
    }
    await expect(sheet.getByTestId('where-option-nearby')).toContainText('Use current location');

    const handle = sheet.getByTestId('sheet-handle');
    // 40 px with a finger: below the 60 px threshold, the sheet stays.
    await dragDown(page, handle, 40, 'touch');
    await expect(sheet).toBeVisible();
    await expect(toast(page, t.tip)).toHaveCount(0);
    // 120 px with the mouse: it closes, and without a location the tip shows.
    await dragDown(page, handle, 120, 'mouse');
    await expect(sheet).toBeHidden();
    await expect(toast(page, t.tip)).toBeVisible();
    // Screen readers hear it from inside the modal (the toast is outside the open dialog).
    await expect(modal.getByRole('status').filter({ hasText: t.tip })).toHaveCount(1);
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('step-where')).toHaveAttribute('data-expanded', 'true');

    // A finger drag past 60 px closes it too.
    await modal.getByTestId('open-destinations').click();
    await expect(sheet).toBeVisible();
    await dragDown(page, sheet.getByTestId('sheet-handle'), 100, 'touch');
    await expect(sheet).toBeHidden();
    await expect(modal).toBeVisible();
  });

  test('closing without a place shows the tip (Spanish); Search without one marks Where', async ({
    page,
  }) => {
    const t = TEXTS.es;
    await useLanguage(page, 'es');
    await page.goto('/');
    const modal = await openModal(page, 'es');
    await modal.getByTestId('open-destinations').click();
    const sheet = page.getByRole('dialog', { name: t.sheet });
    await sheet.getByRole('button', { name: t.sheetClose }).click();
    await expect(sheet).toBeHidden();
    await expect(toast(page, t.tip)).toBeVisible();
    await expect(modal.getByTestId('sheet-tip-status')).toHaveText(t.tip);

    await modal.getByTestId('search-submit').click();
    const where = modal.getByTestId('step-where');
    await expect(where).toHaveAttribute('data-invalid', 'true');
    await expect(where).toHaveClass(/animate-shake/);
    await expect(where.getByRole('alert')).toHaveText('Elige adónde vas para poder buscar.');
    expect(params(page).get('location')).toBeNull();
  });
});

test('the header hides scrolling down past 100 px and comes back scrolling up', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('listing-card').nth(5)).toBeVisible();
  // Scrolled while the app takes the server's drawing over, the page can move under the test.
  await appReady(page);
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  const scrollTo = (y: number) => scrollPageTo(page, y);
  // Down, but not past 100 px: it stays (checked once the scroll handler's frame has run).
  await scrollTo(80);
  await afterFrames(page);
  await expect(header).not.toHaveClass(/-translate-y-full/);
  await expect(header).toBeInViewport();
  // Past 100 px: it slides away.
  await scrollTo(600);
  await expect(header).not.toBeInViewport();
  // Further down it stays hidden; a move up brings it back while still far from the top.
  await scrollTo(1200);
  await afterFrames(page);
  await expect(header).not.toBeInViewport();
  await scrollTo(900);
  await expect(header).toBeInViewport({ ratio: 1 });
});

for (const language of ['es', 'en'] as const) {
  test(`${language}: switching day/hour shows the mode toast for 2 seconds`, async ({ page }) => {
    const t = TEXTS[language];
    await useLanguage(page, language);
    await page.goto('/');
    const hour = page.getByRole('tab', { name: t.perHour });
    await expect(hour).toHaveAttribute('aria-selected', 'false');
    await hour.click();
    await expect(hour).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]type=hour/);
    const shown = toast(page, t.toastHour);
    await expect(shown).toBeVisible();
    const from = Date.now();
    // react-hot-toast fades it out after its 2 s and removes it a second later.
    await expect(shown).toHaveCount(0, { timeout: 8_000 });
    expect(Date.now() - from).toBeGreaterThanOrEqual(1_500);

    await page.getByRole('tab', { name: t.perDay }).click();
    await expect(toast(page, t.toastDay)).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') !== 'hour');
  });
}

test('the filters button: full-screen dialog, the dot once a filter applies, results obey', async ({
  page,
}) => {
  const t = TEXTS.en;
  await page.goto('/?lat=-33.0472&lng=-71.6127&location=Valpara%C3%ADso&radius=15');
  const button = page.getByTestId('filters-button-mobile');
  await expect(button).toHaveAttribute('data-active', 'false');
  await expect(page.getByTestId('filters-dot')).toHaveCount(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: t.filters });
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 0, 390, 844]);
  await dialog.getByRole('tab', { name: t.moreTab }).click();
  await dialog.getByTestId('toggle-instant').click();

  const filtered = nextSearch(page, { instant: 'true' });
  await dialog.getByRole('button', { name: t.showResults }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]instant=true/);
  await expect(page.getByTestId('filters-dot')).toBeVisible();
  await expect(button).toHaveAttribute('data-active', 'true');
  const { items } = await filtered;
  expect(items.length).toBeGreaterThan(0);
  for (const hit of items) expect(hit.instantBook, hit.title).toBe(true);
  await expect(page.getByTestId('listing-card')).toHaveCount(items.length);
});

test('the Map/List toggle shows the map (view=map) and goes back to the list', async ({ page }) => {
  const t = TEXTS.es;
  await useLanguage(page, 'es');
  await page.goto('/?lat=-33.0472&lng=-71.6127&location=Valpara%C3%ADso&radius=15');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  const toggle = page.getByTestId('view-toggle');
  await expect(toggle).toHaveText(t.showMap);
  await toggle.click();
  await expect(page).toHaveURL(/[?&]view=map/);
  const mapView = page.getByTestId('results-map-view');
  await expect(mapView).toBeVisible();
  await expect(mapView.getByLabel(t.mapLabel)).toBeVisible();
  await expect(page.getByTestId('listing-card')).toHaveCount(0);
  // The search is kept.
  expect(params(page).get('location')).toBe('Valparaíso');

  await expect(toggle).toHaveText(t.showList);
  await toggle.click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('view'));
  await expect(mapView).toBeHidden();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
});
