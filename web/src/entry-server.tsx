import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createMemoryHistory, type RouteIds } from '@tanstack/react-router';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { isNotFound, pageStatus as statusOfPage } from '@/features/shell/page-status';
import { createI18n, type Language } from '@/i18n';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ServerScreenWidth } from '@/lib/use-media-query';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';

export {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_BOOT_SCRIPT,
  FIRST_SCREEN_DATA_ID,
} from '@/features/shell/first-screen';

/**
 * The first screen of the home and property pages, drawn on the server (bff/src/seo/first-screen.ts)
 * so a phone paints the page and its first photo before the app's code has arrived; the browser
 * then hydrates it (main.tsx). Drawn as a signed-out visitor in the default currency, for the
 * screen width the caller guessed; features/shell/first-screen.ts sets it aside for visitors whose
 * stored choices differ, and a signed-in visitor's app draws the page over it instead.
 */

export interface FirstScreenRequest {
  /** The page's path and query string, e.g. `/?type=hour` or `/property/<id>`. */
  url: string;
  language: Language;
  /** The screen width drawn for, in CSS pixels (the caller's guess from the user agent). */
  screenWidth: number;
  /** Ends the drawing: a slow page is not worth waiting for. */
  signal?: AbortSignal;
}

/** How the drawing reaches the API: the BFF answers from inside itself (no HTTP round trip). */
export function configureFirstScreen(options: { transport: ApiTransport }): void {
  setApiTransport(options.transport);
}

const languages = new Map<Language, ReturnType<typeof createI18n>>();

/** One i18n instance per language: it is only read here, never switched. */
async function i18nFor(language: Language) {
  let entry = languages.get(language);
  if (!entry) {
    entry = createI18n({ language });
    languages.set(language, entry);
  }
  await entry.ready;
  return entry.instance;
}

export interface FirstScreen {
  /** The HTML inside `#root`. */
  html: string;
  /**
   * The page's data as drawn (the listing, or the first page of results): the browser starts
   * from it, so its hydration draws exactly this and asks for nothing again.
   */
  data: DehydratedState;
}

/**
 * This page's first screen, or null when it has none (another route, an unknown or unpublished
 * listing, a search the home does not understand, data that could not be had): the browser then
 * draws it as it does any other page.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const url = new URL(request.url, 'http://first-screen.invalid');
  const queryClient = createQueryClient();
  // Drawn signed out: who is signed in is the browser's to say (the header changes after).
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
  });
  if (!hasFirstScreen(router.matchRoutes(router.latestLocation))) return null;
  try {
    return await draw(request, router, queryClient);
  } finally {
    queryClient.clear();
  }
}

async function draw(
  request: FirstScreenRequest,
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
): Promise<FirstScreen | null> {
  const i18n = await i18nFor(request.language);
  // The matched routes' loaders ask for the page's data, as they do in the browser.
  await router.load();
  const { matches } = router.state;
  // A loader's notFound() leaves the match a success, its error on the route that draws it.
  const failed = matches.some((match) => match.status !== 'success' || match.error !== undefined);
  if (!hasFirstScreen(matches) || failed || isNotFound(matches)) return null;
  await settleStarted(queryClient);
  const app = (
    <StrictMode>
      <ServerScreenWidth.Provider value={request.screenWidth}>
        <AppRoot i18n={i18n} queryClient={queryClient} router={router} started />
      </ServerScreenWidth.Provider>
    </StrictMode>
  );
  // React writes a large part (over its progressive chunk size) or one that suspended (a lazy
  // component met for the first time) hidden, with an inline script to reveal it, which the CSP
  // refuses. No progressive chunks then (the page is sent whole anyway), and a lazy component,
  // once loaded, draws at once the next time, so the page is drawn again; a drawing that still
  // holds a script is not used.
  for (let attempt = 0; attempt < MAX_DRAWINGS; attempt++) {
    const { prelude } = await prerender(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const html = withoutHoistedPreloads(await new Response(prelude).text());
    if (!html.includes('<script')) return { html, data: pageData(queryClient) };
  }
  return null;
}

export interface PageStatusRequest {
  /** The page's path and query string. */
  url: string;
  /** Ends the check: the BFF then answers 200, as it does when it cannot tell. */
  signal?: AbortSignal;
}

/**
 * The HTTP status a page answers (404 for an unknown address, or a listing, host or booking that
 * does not exist for this visitor), from the app's own router and loaders; the API requests go
 * through the transport as the visitor (bff/src/seo/first-screen.ts).
 */
export async function pageStatus(request: PageStatusRequest): Promise<number> {
  const url = new URL(request.url, 'http://first-screen.invalid');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
  });
  try {
    const checked = statusOfPage(router, queryClient);
    if (!request.signal) return await checked;
    const { signal } = request;
    return await Promise.race([
      checked,
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('page status: timed out')), {
          once: true,
        }),
      ),
    ]);
  } finally {
    queryClient.clear();
  }
}

const MAX_DRAWINGS = 3;

type RouteId = RouteIds<ReturnType<typeof createAppRouter>['routeTree']>;

/**
 * The pages drawn on the server: their first screen is what a phone's first paint and LCP wait
 * for. Any other page is drawn by the browser. A route is drawn here once its loader asks for
 * what the page shows (the drawing is only what the loaders put in the cache).
 */
const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/property/$id',
] satisfies RouteId[]);

function hasFirstScreen(matches: readonly { routeId: string }[]): boolean {
  const page = matches.at(-1);
  return page !== undefined && FIRST_SCREEN_ROUTES.has(page.routeId);
}

/**
 * What a loader asked for without waiting (the listing's host card, below it) gets a moment
 * more, so it is drawn whole rather than as the placeholder that grows once the browser has it.
 * What is still missing then is dropped: the server draws its placeholder, which is what the
 * browser's first render draws too (data arriving mid-drawing would mismatch the hydration).
 */
async function settleStarted(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() > 0) {
    let stop = () => {};
    await Promise.race([
      new Promise<void>((resolve) => {
        stop = queryClient.getQueryCache().subscribe(() => {
          if (queryClient.isFetching() === 0) resolve();
        });
      }),
      new Promise((resolve) => setTimeout(resolve, STARTED_BUDGET_MS)),
    ]);
    stop();
  }
  const unfinished = (query: Query) => query.state.status !== 'success';
  await queryClient.cancelQueries({ predicate: unfinished });
  queryClient.removeQueries({ predicate: unfinished });
}

/** Of the BFF's whole budget for a drawing (FIRST_SCREEN_TIMEOUT_MS, 800 ms by default). */
const STARTED_BUDGET_MS = 150;

/** The page's data, not who is signed in (drawn signed out: the browser asks for itself). */
function pageData(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.queryKey[0] !== SESSION_QUERY_KEY[0],
  });
}

/**
 * React writes a preload for the page's images ahead of the drawing. The `<img>` tags follow at
 * once with their own priority (and the BFF preloads a listing's cover with its sizes), and the
 * browser hydrates `#root` as it was drawn, so they are left out.
 */
export function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}
