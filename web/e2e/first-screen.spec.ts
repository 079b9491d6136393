import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { builtEntry, firstVisitBudget, gzipBytes } from './support/size-limit.js';
import { drawnMap } from './support/map.js';
import { scrollY } from './support/page-state.js';

// Issue 11, speed of the first visit: the home and property pages arrive drawn by the server
// (bff/src/seo/first-screen.ts), the app's code loads after the first paint and hydrates them.

const PHONE = { ...devices['Moto G4'], locale: 'en-US' };
const CLP_DAY = /^CLP\$\d{1,3}(,\d{3})* \/ day$/;
const ENTRY = new RegExp(`/${builtEntry().replace(/[.$]/g, '\\$&')}$`);

/** A page whose app code waits until `release()`: what a slow phone shows before it runs. */
async function withHeldApp(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright blocks service workers for `page.route` (playwright.config.ts): not the page's.
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    // Chromium's own notes on the map's WebGL in a GPU-less browser ("GPU stall due to
    // ReadPixels"): the graphics driver's, not the page's.
    if (/^\[\.WebGL-[\w]+\]GL Driver Message/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return { context, page, problems, release };
}

/** A stay of the demo catalogue, for its listing page. */
async function demoStay(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const reply = await request.get('/api/properties?limit=1&type=home');
  const { items } = (await reply.json()) as { items: { id: string; title: string }[] };
  const listing = items[0];
  if (!listing) throw new Error('the demo catalogue has no listing');
  return listing;
}

/** The app's script files (`assets/x-hash.js`) the page asks for from now on. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path.slice(1));
  });
  return scripts;
}

/** The page's window, as far as these checks reach into it (no DOM types in this project). */
type Marked = { drawnCard?: unknown };

/** Keeps the first card's element, to compare with the app's once it has taken over. */
async function markFirstCard(page: Page): Promise<string> {
  const card = page.locator('[data-testid="listing-card"]').first();
  await card.evaluate((element) => {
    (globalThis as unknown as Marked).drawnCard = element;
  });
  return (await card.locator('[data-testid="listing-title"]').innerText()).trim();
}

test('a phone gets the home page drawn, and the app takes it over without drawing it again', async ({
  browser,
}) => {
  const { context, page, problems, release } = await withHeldApp(browser, PHONE);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/');
  // Before the app: the cards, their prices, the heading, all from the server; inert meanwhile.
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', '412');
  // No app code is asked for ahead of the drawing (a preload in the head would be, and a phone's
  // first paint waits for it in Lighthouse's model): the boot script loads the entry after it.
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.locator('[data-testid="listing-card"]').first()).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Spaces to rent by the day');
  expect(await markFirstCard(page)).not.toBe('');
  expect((await page.locator('[data-testid="listing-price"]').first().innerText()).trim()).toMatch(
    CLP_DAY,
  );

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Hydrated, not replaced: the card drawn by the server is the app's own now.
  expect(
    await page
      .getByTestId('listing-card')
      .first()
      .evaluate((element) => (globalThis as unknown as Marked).drawnCard === element),
  ).toBe(true);
  // The rest of the results follow the first screen's nine.
  await expect(page.getByTestId('listing-card').nth(20)).toBeAttached();
  // ICU's data was loaded by a worker, off the main thread (lib/warm-format-data.ts), which the
  // page's CSP allows (no violation among the problems below).
  expect(
    workers.filter((path) => /^\/assets\/format-data\.worker-[\w-]+\.js$/.test(path)),
  ).toHaveLength(1);
  // It works: the pricing tabs switch the search.
  await page.getByRole('tab', { name: 'Per hour' }).click();
  await expect(page).toHaveURL(/[?&]type=hour/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spaces to rent by the hour');
  expect(problems).toEqual([]);
  await context.close();
});

for (const [name, path] of [
  ['home first visit', () => '/'],
  [
    'property first visit',
    async (request: APIRequestContext) => `/property/${(await demoStay(request)).id}`,
  ],
] as const) {
  test(`${name}: what a phone downloads is within the size-limit ceiling, and counted there`, async ({
    browser,
    request,
  }) => {
    // .size-limit.ts counts what the page needs before it can draw: the entry, the route's chunk
    // and what they import (`pnpm bundle-size`). The phone fetches each of them before the app
    // takes the drawn page over, and together they fit the ceiling. The language's texts and the
    // parts loaded after the drawing come on top: printed here, not budgeted.
    const budget = firstVisitBudget(name);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(await path(request));
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(budget.files.filter((file) => !scripts.has(file))).toEqual([]);
    const counted = budget.files.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(counted).toBeLessThanOrEqual(budget.limitBytes);
    const beforeTakeover = [...scripts].reduce((sum, file) => sum + gzipBytes(file), 0);
    // Printed for the record (issue 32's note), not asserted.
    console.warn(
      `${name}: ${counted} bytes gzip counted by size-limit, ${beforeTakeover} downloaded before the takeover`,
    );
    await context.close();
  });
}

test("the log-in dialog opened on a help page downloads no route's chunk", async ({ browser }) => {
  // The home and property pages' own chunks: the dialog once imported the property page's whole
  // chunk for a few modules it shares with the reservation panel (decision 0021).
  const routeChunks = ['home first visit', 'property first visit']
    .flatMap((name) => firstVisitBudget(name).files)
    .filter((file) => /^assets\/(routes|property\._id)-/.test(file));
  expect(routeChunks.length).toBeGreaterThanOrEqual(2);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto('/help/payments');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeVisible();
  expect([...scripts].some((file) => file.includes('auth-modal'))).toBe(true);
  expect(routeChunks.filter((file) => scripts.has(file))).toEqual([]);
  await context.close();
});

test('without its code at all, a phone still shows the listing page with its price', async ({
  browser,
  request,
}) => {
  const listing = await demoStay(request);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.locator('[data-testid="property-price"]')).toHaveText(
    /^CLP\$\d{1,3}(,\d{3})* \/ (day|hour)$/,
  );
  await expect(page).toHaveTitle(`Arrendo | ${listing.title}`);
  // The host card whole, not its placeholder (which grew once the browser had asked for the host).
  const host = page.getByTestId('host-card');
  await expect(host.getByRole('heading', { level: 2 })).toHaveText(/^Hosted by \S/);
  await expect(host.getByTestId('host-member-since')).toHaveText(/^Member since /);
  await context.close();
});

test('a phone that scrolls the drawn listing page before the app takes it over stays where it is', async ({
  browser,
  request,
}) => {
  const listing = await demoStay(request);
  const { context, page, problems, release } = await withHeldApp(browser, PHONE);
  await page.goto(`/property/${listing.id}`);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // A slow phone: the visitor reads on, down to where the map will be, before the app runs.
  const location = page.getByTestId('property-location');
  const scrolled = () => page.evaluate(scrollY);
  await location.scrollIntoViewIfNeeded();
  const onScreen = async () => Math.round((await location.boundingBox())?.y ?? Number.NaN);
  const before = await onScreen();
  expect(await scrolled()).toBeGreaterThan(500);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Where it was on screen: the router's scroll restoration used to put the page back at the top
  // on its first render.
  await expect.poll(onScreen).toBe(before);
  // And the map, which loads once scrolled near, loads (or its fallback without WebGL).
  await expect(drawnMap(location)).toBeVisible();
  // Only that first render is left alone: the next page opens at its top, and back returns here.
  const kept = await scrolled();
  // (Clicked where it is: Playwright's own click would scroll the link into view first.)
  await page
    .getByTestId('property-host-slot')
    .getByRole('link', { name: 'View profile' })
    .dispatchEvent('click');
  await expect(page.getByTestId('host-name')).toBeVisible();
  await expect.poll(scrolled).toBe(0);
  await page.goBack();
  await expect(location).toBeVisible();
  await expect.poll(scrolled).toBe(kept);
  expect(problems).toEqual([]);
  await context.close();
});

test('a desktop gets its own drawing, hydrated with the map beside the list', async ({
  browser,
}) => {
  const { context, page, problems, release } = await withHeldApp(browser, {
    viewport: { width: 1280, height: 800 },
    locale: 'es-CL',
  });
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', '1280');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Espacios para arrendar por día');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('results-map-pane')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a visitor who chose another currency never sees the drawing in pesos', async ({
  browser,
}) => {
  const { context, page, problems, release } = await withHeldApp(browser, PHONE);
  await context.addInitScript(() => {
    (
      globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
    ).localStorage.setItem(
      'currency-store',
      JSON.stringify({ currency: 'USD', rates: {}, ratesTimestamp: null }),
    );
  });
  await page.goto('/');
  // The drawing is there (the server cannot know) but hidden before the first paint.
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'stale');
  await expect(page.locator('[data-testid="listing-card"]').first()).toBeHidden();
  release();
  const price = page.getByTestId('listing-price').first();
  await expect(price).toHaveText(/^\$[\d,.]+ \/ day$/);
  expect(problems).toEqual([]);
  await context.close();
});
