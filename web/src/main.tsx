// The app's code is evaluated in stages, each a task of its own (src/boot; decisions 0018 and
// 0036): evaluated at once it is one task of 40–90 ms of CPU, 160–360 ms on Lighthouse's phone.
// Modules are evaluated in the order they are imported, and each stage ends by waiting for the
// next task; zod's stage also configures it before any schema is built (the CSP forbids eval).
import '@/boot/zod';
import '@/boot/react-dom';
import '@/boot/i18n';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import './styles.css';
import { FORMAT_LOCALE, currentLanguage, i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ServerScreenWidth } from '@/lib/use-media-query';
import { meQueryOptions } from '@/features/auth/session';
import { startStartup } from '@/features/shell/startup';
import { BrowserNotSupported } from '@/features/shell/components/browser-not-supported';
import { firstScreenData, firstScreenWidth } from '@/features/shell/first-screen';
import { startHydratingFirstScreen } from '@/features/shell/first-screen-drawing';
import { missingBrowserFeatures } from '@/lib/browser-support';
import { warmFormatData } from '@/lib/warm-format-data';
import { nextTask } from '@/boot/next-task';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
// The rest of the app's modules were the last stage; the router's set-up is a task of its own.
await nextTask();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const missing = missingBrowserFeatures();
// The server drew this page's first screen (bff/src/seo/first-screen.ts) for this screen width.
const drawnWidth = missing.length === 0 ? firstScreenWidth(container) : null;
const router = createAppRouter(queryClient, { takesOverDrawnPage: drawnWidth !== null });
document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;
// What it was drawn from: the app starts from the same data (nothing asked for twice, and the
// hydration finds what the server drew).
const drawnData = drawnWidth !== null ? firstScreenData() : null;
if (drawnData !== null && typeof drawnData === 'object') {
  hydrate(queryClient, drawnData as DehydratedState);
}
// The app-wide checks (features/shell/startup.ts) and the first page, at once: the router's first
// load fetches the matched routes' code and runs their loaders, which ask for the page's data.
// Loaded before RouterProvider mounts, the page is drawn once with its matches (and a first screen
// is hydrated with them) instead of empty first.
const startFirstPage = (): Promise<void> => {
  const loaded = router.load().catch(() => undefined);
  return Promise.all([startStartup(queryClient), loaded]).then(() => undefined);
};
let started: Promise<void> = Promise.resolve();
if (missing.length > 0) console.error(`Browser not supported; missing: ${missing.join(', ')}`);
else {
  // A drawn page is on screen already: setting up the router (this task) and the first load
  // (adding the route's chunks to the page, the loaders, the checks) run as two tasks instead of
  // one holding the main thread for both. Without a drawing nothing is shown until both are done.
  started = drawnWidth !== null ? nextTask().then(startFirstPage) : startFirstPage();
  // The first formatter loads ICU's data: in a worker, while the page's code and data are on
  // their way, rather than on the main thread inside the hydration.
  warmFormatData(FORMAT_LOCALE[currentLanguage()]);
}

// The offline shell and web push: registered once the page has loaded, off the startup path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('@/features/pwa/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const strict = (children: ReactNode) => <StrictMode>{children}</StrictMode>;

if (missing.length > 0) {
  createRoot(container).render(
    strict(
      <I18nextProvider i18n={i18n}>
        <BrowserNotSupported />
      </I18nextProvider>,
    ),
  );
} else if (drawnWidth !== null) {
  // The first screen stays on screen until the app has what the page needs (no startup screen),
  // then becomes the app. In a transition, React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page.
  const signedIn = queryClient
    .ensureQueryData(meQueryOptions)
    .then((me) => me.user !== null)
    .catch(() => false);
  void Promise.all([started, signedIn]).then(([, isSignedIn]) => {
    const app = <AppRoot i18n={i18n} queryClient={queryClient} router={router} started />;
    startTransition(() => {
      if (isSignedIn) {
        // It was drawn signed out: the app draws the page (header, saved hearts) over it.
        createRoot(container).render(strict(app));
        return;
      }
      // Drawn by a server, as TanStack Start's hydration marks it: the router then lays out its
      // matches as the server did (no root Suspense boundary of its own).
      router.ssr = { manifest: undefined };
      startHydratingFirstScreen();
      hydrateRoot(
        container,
        strict(<ServerScreenWidth.Provider value={drawnWidth}>{app}</ServerScreenWidth.Provider>),
        {
          // A difference from the drawing (a screen of another width than guessed, data that
          // changed meanwhile) is mended by React drawing that part again; not an error to report.
          onRecoverableError: (error) => console.warn('First screen redrawn:', error),
        },
      );
    });
  });
} else {
  createRoot(container).render(
    strict(<AppRoot i18n={i18n} queryClient={queryClient} router={router} started={false} />),
  );
}
