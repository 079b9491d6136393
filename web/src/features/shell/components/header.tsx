import { useRouterState } from '@tanstack/react-router';
import { cn } from '@/components/ui/cn';
import { PreferencesButton } from '@/features/preferences/components/preferences-button';
import { useDesktopSearch } from '@/features/search/bar/desktop-search';
// Part of the first visit's code rather than a chunk of its own: on a phone that chunk was one
// more round trip before the page could draw (README "Benchmarks").
import { MobileSearchHeader } from '@/features/search/mobile/mobile-search-header';
import { useIsMobile } from '@/lib/use-media-query';
import { useHeaderVisibility } from '../header-visibility';
import { AccountMenuSlot } from './account-menu-slot';
import { Logo } from './logo';

/** Spec §2.3 (desktop) and §2.4 (phones, under 768 px). */
export function Header() {
  const isMobile = useIsMobile();
  const visible = useHeaderVisibility(isMobile);
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });

  return (
    <header
      className={cn(
        // Opaque: a translucent header let the page's text show through it while scrolling.
        'sticky top-0 z-40 border-b border-neutral-200 bg-white transition-transform duration-200',
        !visible && '-translate-y-full',
      )}
    >
      {isMobile ? (
        <div className="flex h-[72px] items-center gap-3 px-4">
          {onHome ? (
            <MobileSearchHeader />
          ) : (
            <div className="flex flex-1 items-center">
              <Logo compact />
            </div>
          )}
          {/* On every page, as on desktop: host tools and log out one tap away. */}
          <AccountMenuSlot />
        </div>
      ) : (
        <DesktopHeader />
      )}
    </header>
  );
}

function DesktopHeader() {
  const { top, bar } = useDesktopSearch();
  return (
    <div className="mx-auto max-w-[1760px] px-5 md:px-10 xl:px-20">
      <div className="flex h-20 items-center justify-between gap-4">
        <div className="flex min-w-0 flex-1 items-center">
          <Logo />
        </div>
        <div className="flex min-w-0 justify-center">{top}</div>
        <div className="flex flex-1 items-center justify-end gap-1">
          <PreferencesButton variant="icon" />
          <AccountMenuSlot />
        </div>
      </div>
      {bar ? <div className="pb-5">{bar}</div> : null}
    </div>
  );
}
