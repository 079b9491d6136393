import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthErrorBanner } from '@/features/auth/components/auth-error-banner';
import { AuthModalHost } from '@/features/auth/components/auth-modal-host';
import { DeletedBanner } from '@/features/account/components/deleted-banner';
import { MessagesLive } from '@/features/messages/live/messages-live';
import { useIsMobile } from '@/lib/use-media-query';
import { useInactivityReload } from '../use-inactivity-reload';
import { DatabaseDownBanner } from './startup-gate';
import { LazyAppToaster } from '@/components/ui/lazy-app-toaster';
import { Footer } from './footer';
import { Header } from './header';
// The footer and the tab bar were lazy chunks, each fetched with the first render: on a phone's
// first visit that was a round trip more before the first card was drawn (Lighthouse,
// docs/benchmarks.md). The toaster is fetched after the takeover instead (lazy-app-toaster.tsx).
import { MobileTabBar } from './mobile-tab-bar';

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
      <AuthErrorBanner />
      {chrome ? <Header /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {chrome ? <Footer /> : null}
      {chrome && isMobile ? <MobileTabBar /> : null}
      <AuthModalHost />
      <LazyAppToaster />
      <MessagesLive />
    </div>
  );
}
