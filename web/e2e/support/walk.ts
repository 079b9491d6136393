import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { repoRoot } from '@arrendo/infra/launcher';
import { expectNoSeriousA11yViolations } from './axe.js';

// What the route walk and the keyboard test share: one page per role that records console errors,
// a visit that waits for the page to settle, and the checks every page must pass.

export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];

/**
 * Console errors that are not the page's fault, each with its reason. Everything else fails the
 * walk. Keep this list short and explain every entry.
 */
export const BENIGN_CONSOLE_ERRORS: readonly { pattern: RegExp; reason: string }[] = [];

/** Text no finished page shows in its `main`. */
export const PLACEHOLDER_TEXT = /lorem ipsum|placeholder|coming soon|próximamente|undefined|\{\{/i;
/** Case-sensitive: Spanish pages say "todo" (everything) all the time. */
export const TODO_MARKER = /\bTODO\b|\bFIXME\b/;

// The browser's globals `visit` uses (the e2e project compiles without the DOM library).
interface BrowserWindow {
  history: { state: unknown; pushState(state: unknown, title: string, url: string): void };
  localStorage: { setItem(key: string, value: string): void };
  PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
  dispatchEvent(event: unknown): boolean;
}

/** A page of one role's context that keeps the console errors since the last visit. */
export class Walker {
  readonly errors: string[] = [];
  private inFlight = 0;
  /** The language of the document loaded last. */
  private language: Language | undefined;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (BENIGN_CONSOLE_ERRORS.some((b) => b.pattern.test(text))) return;
      const where = message.location().url;
      this.errors.push(`console: ${text}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message}`));
    // The signed-in app's live stream (an EventSource) stays open by design: it is not traffic
    // the page is waiting for.
    const counted = (request: Request) => request.resourceType() !== 'eventsource';
    page.on('request', (request) => {
      if (counted(request)) this.inFlight += 1;
    });
    const done = (request: Request) => {
      if (counted(request)) this.inFlight = Math.max(0, this.inFlight - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  static async open(
    browser: Browser,
    options: Parameters<Browser['newContext']>[0] = {},
    context?: BrowserContext,
  ): Promise<Walker> {
    const ctx = context ?? (await browser.newContext(options));
    return new Walker(ctx, await ctx.newPage());
  }

  /**
   * Opens `url` in `language`. The first visit in a language loads the page (the `lng` parameter,
   * or the stored choice when `lng` is a longitude); later ones move inside the app as a link does
   * (history push), which is how people go from page to page and a quarter of the cost. An open
   * dialog (the log-in modal `/login` opens) is left behind by a full load.
   */
  async visit(url: string, language: Language): Promise<void> {
    this.errors.length = 0;
    const page = this.page;
    const target = new URL(url, 'http://walk.local');
    const loaded = page.url().startsWith('http');
    const dialogOpen = loaded && (await page.locator('[role="dialog"]:visible').count()) > 0;
    if (loaded && this.language === language && !dialogOpen) {
      await page.evaluate((path) => {
        const w = globalThis as unknown as BrowserWindow;
        w.history.pushState(w.history.state, '', path);
        w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
      }, `${target.pathname}${target.search}`);
    } else {
      // `lng` here is a longitude, and the language can only be the stored choice: store it from
      // a page of the app first (a light one; robots.txt would make Chromium ask for a favicon).
      const longitude = target.searchParams.has('lng');
      if (!loaded && longitude) await page.goto(`/help?lng=${language}`);
      if (loaded || longitude) {
        await page.evaluate(
          (lng) => (globalThis as unknown as BrowserWindow).localStorage.setItem('i18nextLng', lng),
          language,
        );
      }
      if (!longitude) target.searchParams.set('lng', language);
      await page.goto(`${target.pathname}${target.search}`);
      this.language = language;
    }
    await this.settle();
  }

  /**
   * No startup loader, no loading dots, no visible busy region, and the network quiet for a
   * moment. (Skeletons are not waited for: lazy photos below the fold keep theirs.)
   */
  async settle(): Promise<void> {
    const page = this.page;
    await expect(page.getByTestId('startup-phase')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('loading-dots')).toHaveCount(0, { timeout: 15_000 });
    // A map shows its loading state until it is scrolled near (features/maps/map-view.tsx).
    await expect(
      page.locator('[aria-busy="true"]:visible:not([data-testid="map-loading"])'),
    ).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect.poll(() => this.quietFor(150), { timeout: 15_000, intervals: [0] }).toBe(true);
  }

  private async quietFor(ms: number): Promise<boolean> {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if (this.inFlight > 0) {
        await this.page.waitForTimeout(25);
        return false;
      }
      await this.page.waitForTimeout(25);
    }
    return true;
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export interface PageExpectations {
  /** Names the page and state in every failure. */
  label: string;
  language: Language;
  /** Exactly one visible `<h1>` with text. */
  h1?: boolean;
  /** The title names the page (`Arrendo | …`), not only the product. */
  content?: boolean;
}

/** The checks every page of the walk passes. */
export async function expectRealPage(walker: Walker, expected: PageExpectations): Promise<void> {
  const { page } = walker;
  const { label, language } = expected;
  await expect(page.locator('html'), `${label}: <html lang>`).toHaveAttribute('lang', language);
  await expect
    .poll(() => page.title(), { message: `${label}: document.title starts with Arrendo` })
    .toMatch(expected.content ? /^Arrendo \| \S/ : /^Arrendo/);
  if (expected.h1 ?? true) {
    const h1 = page.locator('h1:visible');
    await expect(h1, `${label}: exactly one visible h1`).toHaveCount(1);
    await expect(h1, `${label}: the h1 has text`).toHaveText(/\S/);
  }
  const main = page.locator('main');
  await expect(main, `${label}: one main landmark`).toHaveCount(1);
  const text = await main.innerText();
  expect(text, `${label}: no placeholder text in main`).not.toMatch(PLACEHOLDER_TEXT);
  expect(text, `${label}: no TODO markers in main`).not.toMatch(TODO_MARKER);
  await expectNoSeriousA11yViolations(page, label);
  expect(walker.errors, `${label}: console errors`).toEqual([]);
}

type Catalogue = Record<string, unknown>;
const catalogues = new Map<string, Catalogue>();

/** A text of the web's catalogues (`namespace:key.path`), so tests read both languages alike. */
export function text(language: Language, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = `${language}/${ns}`;
  let catalogue = catalogues.get(file);
  if (!catalogue) {
    // A catalogue only signed-in pages use lives in `signed-in/` (web/src/i18n/resources.ts).
    const locales = join(repoRoot, 'web/src/i18n/locales');
    const path = [
      join(locales, `${file}.json`),
      join(locales, language, 'signed-in', `${ns}.json`),
    ].find((candidate) => existsSync(candidate));
    if (!path) throw new Error(`no catalogue ${ns} in ${language}`);
    catalogue = JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
    catalogues.set(file, catalogue);
  }
  let node: unknown = catalogue;
  for (const part of path.split('.')) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node;
}
