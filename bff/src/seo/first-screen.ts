import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShareLocale } from './share-meta.js';

/**
 * The first screen of the home and property pages, drawn here by the web app's own components
 * (web/src/entry-server.tsx, built to web/dist-server) so a phone paints the page and its first
 * photo without waiting for the app's code (docs/decisions/0017). Every failure (no build, a
 * slow or failed drawing, too many at once) gives the plain page: the app then draws it as any
 * other.
 */

/** What web/dist-server/entry-server.js exports. */
export interface FirstScreenModule {
  renderFirstScreen(request: {
    url: string;
    language: ShareLocale;
    screenWidth: number;
    signal?: AbortSignal;
  }): Promise<{ html: string; data: unknown } | null>;
  configureFirstScreen(options: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): void;
  /** The page's HTTP status from the app's router and loaders (absent from older builds). */
  pageStatus?(request: { url: string; signal?: AbortSignal }): Promise<number>;
  FIRST_SCREEN_ATTRIBUTE: string;
  FIRST_SCREEN_BOOT_SCRIPT: string;
  FIRST_SCREEN_DATA_ID: string;
}

export interface FirstScreen {
  /** The HTML inside `#root`. */
  html: string;
  /** The page's data as drawn, for the browser to start from (web: main.tsx). */
  data: unknown;
  language: ShareLocale;
  /** The screen width it was drawn for: the browser hydrates it with the same. */
  screenWidth: number;
}

export interface FirstScreenOptions {
  /** web/dist-server/entry-server.js */
  entryPath: string;
  timeoutMs: number;
  /** Drawings under way at once; a request beyond them gets the plain page. */
  maxConcurrent: number;
  /** The access-token cookie's name: a page's status is asked as the visitor. */
  accessCookie: string;
}

/** The widths drawn for: Lighthouse's phone (Moto G Power) and a laptop. */
export const PHONE_WIDTH = 412;
export const DESKTOP_WIDTH = 1280;

/** A phone by its client hint, else by its user agent; a desktop otherwise. */
export function guessScreenWidth(request: FastifyRequest): number {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return PHONE_WIDTH;
  if (hint === '?0') return DESKTOP_WIDTH;
  const agent = request.headers['user-agent'] ?? '';
  return /Mobi|Android|iPhone|iPod/i.test(agent) ? PHONE_WIDTH : DESKTOP_WIDTH;
}

interface Visitor {
  ip: string;
  language: ShareLocale;
  /** The visitor's access cookie (never the refresh cookie: nothing is rotated for them here). */
  cookie?: string;
}

function headerRecord(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

/** The web app's API requests answered by the BFF itself, as the visitor (their address). */
function injectTransport(app: FastifyInstance, visitors: AsyncLocalStorage<Visitor>) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const visitor = visitors.getStore();
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...headerRecord(init),
        'accept-language': visitor?.language ?? 'en',
        ...(visitor?.cookie ? { cookie: visitor.cookie } : {}),
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitor?.ip ?? '127.0.0.1',
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
  };
}

/** The CSP source that allows the boot script (its text never changes within a build). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The page's CSP with one more allowed script source. */
export function allowScript(csp: string, source: string): string {
  const directives = csp.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index === -1) return csp;
  directives[index] = `${directives[index]} ${source}`;
  return directives.join(';');
}

/**
 * JSON inside a `<script type="application/json">`: not run (so no CSP hash), but its text must
 * not close the element. Listing titles are a host's text: `<` is written as `\u003c`, which
 * JSON.parse reads back as `<`, and the line separators JavaScript once refused, escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The build's module scripts (the entry last) and the preloads of the chunks the entry imports
 * (rolldown's runtime helpers). Drawn first, the page loads the entry only after its first frame
 * (the boot script); a preload in the head would fetch app code ahead of the drawing's images
 * and, in Lighthouse's model of a phone, hold back the first paint until it arrives. The entry's
 * own imports load them.
 */
const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD =
  /[ \t]*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">\n?/g;

/**
 * index.html with the first screen inside `#root`, its language on `<html>`, and the app's entry
 * loaded by the boot script after the first frame; null when this index.html is not laid out
 * as the build writes it (the plain page is served then).
 */
export function withFirstScreen(
  html: string,
  screen: FirstScreen,
  module: Pick<
    FirstScreenModule,
    'FIRST_SCREEN_ATTRIBUTE' | 'FIRST_SCREEN_BOOT_SCRIPT' | 'FIRST_SCREEN_DATA_ID'
  >,
): string | null {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const entry = scripts.at(-1)?.[1];
  if (!entry || !html.includes('<div id="root"></div>') || !/<html lang="[^"]*">/.test(html)) {
    return null;
  }
  let seen = 0;
  // `$` in the drawing must not be read as a replacement pattern: functions, not strings.
  return html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${screen.language}">`)
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () =>
      ++seen < scripts.length
        ? ''
        : `<script data-entry="${entry}" data-width="${screen.screenWidth}">${module.FIRST_SCREEN_BOOT_SCRIPT}</script>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        // Inert until the app has taken it over (web: first-screen-drawing.ts): a tap or typing
        // before then would otherwise be lost without a word.
        `<div id="root" ${module.FIRST_SCREEN_ATTRIBUTE}="${screen.screenWidth}" inert>${screen.html}</div>` +
        `<script type="application/json" id="${module.FIRST_SCREEN_DATA_ID}">${jsonForScript(screen.data)}</script>`,
    );
}

interface Loaded {
  mtimeMs: number;
  module: FirstScreenModule;
  scriptSource: string;
}

export interface FirstScreens {
  /**
   * `indexHtml` with this request's first screen, and the CSP source its boot script needs; null
   * when there is none (not a navigation, no build, busy, slow, failed): the plain page then.
   */
  page(
    request: FastifyRequest,
    language: ShareLocale,
    indexHtml: string,
  ): Promise<{ html: string; scriptSource: string } | null>;
  /**
   * The page's HTTP status as the app's router sees it for this visitor: 404 for an address no
   * route has, or a listing, host or booking that does not exist for them; 200 whenever it cannot
   * tell (no build, busy, slow, failed), as before there was a check.
   */
  status(request: FastifyRequest, language: ShareLocale): Promise<number>;
}

export function createFirstScreens(
  app: FastifyInstance,
  options: FirstScreenOptions,
): FirstScreens {
  const visitors = new AsyncLocalStorage<Visitor>();
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded | null> | null = null;
  let running = 0;
  let replacedWarned = false;
  let failed = false;

  /**
   * The build's module, imported once: its chunks import the entry back by its plain path, so a
   * second copy (a new build) cannot be loaded beside the first. After a rebuild the app's code no
   * longer matches the loaded drawing, so pages are served plain until the BFF restarts.
   */
  async function load(): Promise<Loaded | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(options.entryPath)).mtimeMs;
    } catch {
      return null;
    }
    if (failed) return null;
    if (loaded) {
      if (loaded.mtimeMs === mtimeMs) return loaded;
      if (!replacedWarned) {
        replacedWarned = true;
        app.log.warn(
          'first screen: the web app was rebuilt; pages are served plain until a restart',
        );
      }
      return null;
    }
    loading ??= (async () => {
      try {
        const module = (await import(pathToFileURL(options.entryPath).href)) as FirstScreenModule;
        module.configureFirstScreen({ transport: injectTransport(app, visitors) });
        loaded = {
          mtimeMs,
          module,
          scriptSource: scriptHashSource(module.FIRST_SCREEN_BOOT_SCRIPT),
        };
        return loaded;
      } catch (error) {
        failed = true;
        app.log.error({ err: error }, 'first screen: the web build could not be loaded');
        return null;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  async function page(
    request: FastifyRequest,
    language: ShareLocale,
    indexHtml: string,
  ): Promise<{ html: string; scriptSource: string } | null> {
    // Only a page the browser shows: the service worker's copy of `/` (its offline shell, which
    // answers every address) and a script's fetch get the plain page.
    const dest = request.headers['sec-fetch-dest'];
    if (dest !== undefined && dest !== 'document') return null;
    if (running >= options.maxConcurrent) return null;
    running++;
    try {
      const current = await load();
      if (!current) return null;
      const screenWidth = guessScreenWidth(request);
      const signal = AbortSignal.timeout(options.timeoutMs);
      const drawn = await visitors.run({ ip: request.ip.slice(0, 64), language }, () =>
        // The data is asked for before the drawing starts, and that part cannot be aborted.
        Promise.race([
          current.module.renderFirstScreen({ url: request.url, language, screenWidth, signal }),
          new Promise<never>((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('first screen: timed out')), {
              once: true,
            }),
          ),
        ]),
      );
      if (drawn === null) return null;
      const html = withFirstScreen(indexHtml, { ...drawn, language, screenWidth }, current.module);
      return html === null ? null : { html, scriptSource: current.scriptSource };
    } catch (error) {
      request.log.warn({ err: error }, 'first screen: the plain page is served');
      return null;
    } finally {
      running--;
    }
  }

  /** A check is one route match and at most a request or two: more may run than drawings. */
  const maxChecks = options.maxConcurrent * 4;
  let checking = 0;

  async function status(request: FastifyRequest, language: ShareLocale): Promise<number> {
    if (checking >= maxChecks) return 200;
    checking++;
    try {
      const current = await load();
      if (!current?.module.pageStatus) return 200;
      const signal = AbortSignal.timeout(options.timeoutMs);
      const token = request.cookies[options.accessCookie];
      const visitor: Visitor = {
        ip: request.ip.slice(0, 64),
        language,
        ...(token ? { cookie: `${options.accessCookie}=${token}` } : {}),
      };
      const check = current.module.pageStatus;
      return await visitors.run(visitor, () =>
        Promise.race([
          check({ url: request.url, signal }),
          new Promise<never>((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('page status: timed out')), {
              once: true,
            }),
          ),
        ]),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'page status: answered 200');
      return 200;
    } finally {
      checking--;
    }
  }

  return { page, status };
}
