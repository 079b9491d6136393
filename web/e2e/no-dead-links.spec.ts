import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CSRF, PASSWORD, createVerifiedUser, uniqueEmail } from './support/auth.js';
import { publishListing, signUpIn } from './support/bookings.js';
import { makeAdmin } from './support/database.js';

// Issue 31 (decisions.md "Shell and content"): no menu entry, tab, footer link or help article
// leads to a page that does not exist. The links are read from the pages themselves, not from a
// list, so a dead link added later fails here: the account menu (desktop and the 390 px phone's
// header), the phone's tab bar, the footer and every help page, signed out, as a guest, as a host
// and as an administrator. Each target must answer non-404 and not draw the not-found page.

test.use({ locale: 'en-US' });
// Dozens of pages per role on a loaded 2-core machine.
test.describe.configure({ timeout: 600_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The in-app targets among the links a locator holds: paths, without their #fragment. */
async function hrefsOf(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter((href) => href !== '');
}

async function appReady(page: Page): Promise<void> {
  // The first visit of a run waits for the startup checks on a cold, busy machine.
  await expect(page.getByTestId('account-menu-trigger')).toBeVisible({ timeout: 30_000 });
}

/** The account menu's links, opened from the header (one tap on the phone too). */
async function accountMenuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('account-menu-trigger').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Help Centre' })).toBeVisible();
  const links = await hrefsOf(page, '[role="menu"] a[href]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return links;
}

/** Footer, account menu and (on the phone) the tab bar of the home page. */
async function shellLinks(page: Page, phone: boolean): Promise<Map<string, string>> {
  await page.setViewportSize(phone ? PHONE : DESKTOP);
  await page.goto('/');
  await appReady(page);
  const where = phone ? 'phone' : 'desktop';
  const found = new Map<string, string>();
  const add = (hrefs: string[], source: string) => {
    for (const href of hrefs) if (!found.has(href)) found.set(href, `${source} (${where})`);
  };
  add(await hrefsOf(page, 'footer a[href]'), 'footer');
  add(await accountMenuLinks(page), 'account menu');
  if (phone) {
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(tabs).toBeVisible();
    const tabLinks = await hrefsOf(page, 'nav[aria-label="Main navigation"] a[href]');
    expect(tabLinks.length, 'the tab bar has links').toBeGreaterThan(2);
    add(tabLinks, 'tab bar');
  }
  return found;
}

/** What the page's script below uses (the e2e code is compiled without the DOM's types). */
interface BrowserWindow {
  history: { state: unknown; pushState(state: unknown, title: string, url: string): void };
  PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
  dispatchEvent(event: unknown): boolean;
}

/**
 * Opens a path inside the running app, as a link would (no reload: dozens of pages per role), and
 * waits until the router has settled on it.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  // A dialog left open (the log-in a guarded page opened for a visitor) would cover the page.
  while ((await page.locator('[role="dialog"]:visible').count()) > 0) {
    await page.keyboard.press('Escape');
  }
  await page.evaluate((target) => {
    const w = globalThis as unknown as BrowserWindow;
    w.history.pushState(w.history.state, '', target);
    w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
  }, path);
  await page.waitForFunction(() => {
    const router = (globalThis as { __TSR_ROUTER__?: { state: { status: string } } })
      .__TSR_ROUTER__;
    return router?.state.status === 'idle';
  });
  await expect(page.getByTestId('loading-dots')).toHaveCount(0, { timeout: 15_000 });
  // Every page, the not-found page included, has its h1 once drawn.
  await expect(page.locator('main#main h1').first()).toBeVisible({ timeout: 15_000 });
}

/** Every help page reachable from /help, and every in-app link on them. */
async function helpLinks(page: Page): Promise<Map<string, string>> {
  await page.setViewportSize(DESKTOP);
  const found = new Map<string, string>();
  const queue = ['/help'];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    await openInApp(page, path);
    await expect(page.getByTestId('not-found'), path).toHaveCount(0);
    for (const href of await hrefsOf(page, 'main a[href]')) {
      if (!found.has(href)) found.set(href, `help page ${path}`);
      const helpPage = href.split('?')[0]!;
      if (/^\/help(\/|$)/.test(helpPage) && !seen.has(helpPage)) {
        seen.add(helpPage);
        queue.push(helpPage);
      }
    }
  }
  expect(seen.size, 'the help centre has its categories and articles').toBeGreaterThan(15);
  return found;
}

/**
 * Each link's target answers non-404 when a browser asks for it (the status the app's router
 * gives it, for this visitor) and, opened in the app, is not the not-found page.
 */
async function expectAllAlive(page: Page, links: Map<string, string>, who: string) {
  await page.setViewportSize(DESKTOP);
  const dead: string[] = [];
  for (const [href, source] of links) {
    const reply = await page.request.get(href, { headers: { accept: 'text/html' } });
    await openInApp(page, href);
    const notFound = await page.getByTestId('not-found').count();
    if (reply.status() === 404 || notFound > 0) {
      dead.push(`${href} (from the ${source}, as ${who}): ${reply.status()}`);
    }
  }
  expect(dead, 'links that lead to the not-found page').toEqual([]);
}

async function walk(context: BrowserContext, who: string) {
  const page = await context.newPage();
  const links = new Map<string, string>();
  for (const phone of [false, true]) {
    for (const [href, source] of await shellLinks(page, phone)) {
      if (!links.has(href)) links.set(href, source);
    }
  }
  for (const [href, source] of await helpLinks(page)) {
    if (!links.has(href)) links.set(href, source);
  }
  expect(links.size).toBeGreaterThan(30);
  await expectAllAlive(page, links, who);
  await page.close();
}

async function signedInContext(browser: Browser, role: 'guest' | 'host' | 'admin') {
  const context = await browser.newContext();
  if (role === 'admin') {
    const email = uniqueEmail('links-admin');
    await createVerifiedUser(context.request, email);
    await makeAdmin(email);
    // A new session carries the role.
    const login = await context.request.post('/api/auth/login', {
      headers: CSRF,
      data: { email, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    return context;
  }
  await signUpIn(context, role === 'host' ? 'host-links' : 'guest-links');
  if (role === 'host') {
    await publishListing(context.request, 'home', `Links loft ${Date.now()}`);
  }
  return context;
}

test('signed out: no link of the menus, footer, tab bar or help leads to a missing page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await walk(context, 'a visitor');
  await context.close();
});

for (const role of ['guest', 'host', 'admin'] as const) {
  test(`as ${role === 'admin' ? 'an admin' : `a ${role}`}: no link leads to a missing page`, async ({
    browser,
  }) => {
    const context = await signedInContext(browser, role);
    await walk(context, role);
    await context.close();
  });
}
