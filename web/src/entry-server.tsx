import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { pageStatus as statusOfPage } from '@/features/shell/page-status';
import { homeSearchOptions, propertyIdOf } from '@/features/shell/startup';
import { propertyQueryOptions } from '@/features/listings/api';
import { hostQueryOptions, isHostId } from '@/features/hosts/api';
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
  const propertyId = propertyIdOf(url.pathname);
  if (url.pathname !== '/' && propertyId === null) return null;

  const queryClient = createQueryClient();
  // Drawn signed out: who is signed in is the browser's to say (the header changes after).
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
  });
  const i18n = await i18nFor(request.language);
  await router.load();
  const match = router.state.matches.at(-1);
  const expected = propertyId !== null ? '/property/$id' : '/';
  if (match?.routeId !== expected || match.status !== 'success') return null;

  try {
    if (propertyId !== null) {
      const property = await queryClient.fetchQuery(propertyQueryOptions(propertyId));
      if (property.status !== 'published') return null;
      await drawHostCard(queryClient, property.hostId);
    } else {
      const options = homeSearchOptions(router.state.location.search);
      if (options === null) return null;
      await queryClient.fetchInfiniteQuery(options);
    }
  } catch {
    return null;
  }

  const app = (
    <StrictMode>
      <ServerScreenWidth.Provider value={request.screenWidth}>
        <AppRoot i18n={i18n} queryClient={queryClient} router={router} started />
      </ServerScreenWidth.Provider>
    </StrictMode>
  );
  try {
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
  } finally {
    queryClient.clear();
  }
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

/**
 * The listing's host card is drawn whole (name, verified, member since), not as its placeholder
 * that grows once the browser has asked for the host: what the visitor reads below it would move.
 * It is one more request after the listing's, so it gets a budget of its own: a host that came
 * too late or not at all is left out of the cache, and the server draws the placeholder the
 * browser's first render draws too (an error would draw no card and mismatch the hydration).
 */
async function drawHostCard(queryClient: QueryClient, hostId: string): Promise<void> {
  if (!isHostId(hostId)) return;
  const options = hostQueryOptions(hostId);
  const { queryKey } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    queryClient.prefetchQuery(options),
    new Promise((resolve) => (timer = setTimeout(resolve, HOST_CARD_BUDGET_MS))),
  ]);
  clearTimeout(timer);
  if (queryClient.getQueryState(queryKey)?.status !== 'success') {
    await queryClient.cancelQueries({ queryKey, exact: true });
    queryClient.removeQueries({ queryKey, exact: true });
  }
}

/** Of the BFF's whole budget for a drawing (FIRST_SCREEN_TIMEOUT_MS, 800 ms by default). */
const HOST_CARD_BUDGET_MS = 150;

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
