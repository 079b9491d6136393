import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthModalHost } from '@/features/auth/components/auth-modal-host';
import { DeletedBanner } from '@/features/account/components/deleted-banner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIsMobile } from '@/lib/use-media-query';
import { useInactivityReload } from '../use-inactivity-reload';
import { DatabaseDownBanner } from './startup-gate';
import { Header } from './header';

// react-hot-toast and its CSS-in-JS (~4 KB gzip) are not needed for the first paint: the toaster
// loads right after it. A toast raised before then waits in the library's store and shows on mount.
const AppToaster = lazy(() =>
  import('@/components/ui/app-toaster').then((m) => ({ default: m.AppToaster })),
);

// Below the fold on every page with chrome: its links, language and tax controls load right after
// the first paint instead of with it.
const Footer = lazyWithPreload(
  () => import('./footer'),
  (m) => m.Footer,
);
// Phones only (it is `md:hidden`): fetched with the first render there, never on a desktop.
const MobileTabBar = lazyWithPreload(
  () => import('./mobile-tab-bar'),
  (m) => m.MobileTabBar,
);

/** Spec 2.2: the listing wizard gets the whole screen. */
export function isChromeHidden(pathname: string): boolean {
  return pathname.startsWith('/create-listing') || pathname.startsWith('/edit-listing');
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const chrome = !isChromeHidden(pathname);
  const isMobile = useIsMobile();
  useInactivityReload();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <DatabaseDownBanner />
      <DeletedBanner />
      {chrome ? <Header /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {chrome ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {chrome && isMobile ? (
        <Suspense fallback={null}>
          <MobileTabBar />
        </Suspense>
      ) : null}
      <AuthModalHost />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}
