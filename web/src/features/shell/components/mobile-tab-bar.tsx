import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { ChatIcon } from '@/components/ui/icons/chat';
import { HeartIcon } from '@/components/ui/icons/heart';
import { SearchIcon } from '@/components/ui/icons/search';
import { SuitcaseIcon } from '@/components/ui/icons/suitcase';
import { UserIcon } from '@/components/ui/icons/user';
import { PathLink } from '@/components/ui/path-link';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';
import { useMessagesUnread } from '@/features/messages/use-messages-unread';
import { useSearchModalOpen } from '@/features/search/mobile/search-modal-open';

interface Tab {
  id: 'explore' | 'wishlists' | 'trips' | 'inbox' | 'profile';
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  signedInOnly: boolean;
}

const TABS: Tab[] = [
  { id: 'explore', href: '/', Icon: SearchIcon, signedInOnly: false },
  { id: 'wishlists', href: '/wishlists', Icon: HeartIcon, signedInOnly: false },
  { id: 'trips', href: '/bookings', Icon: SuitcaseIcon, signedInOnly: true },
  { id: 'inbox', href: '/messages', Icon: ChatIcon, signedInOnly: true },
  { id: 'profile', href: '/profile', Icon: UserIcon, signedInOnly: false },
];

/** Spec 2.2: hidden on property pages and inside a single conversation. */
export function isTabBarHidden(pathname: string): boolean {
  return pathname.startsWith('/property/') || /^\/messages\/[^/]+/.test(pathname);
}

function isActive(tab: Tab, pathname: string): boolean {
  return tab.href === '/' ? pathname === '/' : pathname.startsWith(tab.href);
}

/** The phone navigation (< 768 px). Visitors get the login modal instead of guarded tabs. */
export function MobileTabBar() {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const searchOpen = useSearchModalOpen();
  const unreadMessages = useMessagesUnread();

  // Spec 2.2: also hidden while the search modal is open.
  if (isTabBarHidden(pathname) || searchOpen) return null;

  const onTab = (tab: Tab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (tab.id !== 'explore' && !signedIn) {
      event.preventDefault();
      openAuthModal({ isSignUp: false });
    }
  };

  return (
    <nav
      aria-label={t('tabs.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {TABS.filter((tab) => signedIn || !tab.signedInOnly).map((tab) => {
          const active = isActive(tab, pathname);
          return (
            <li key={tab.id} className="flex-1">
              <PathLink
                href={tab.href}
                onClick={onTab(tab)}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${tab.id}`}
                className={cn(
                  'flex flex-col items-center gap-1 py-2.5 text-[11px] font-medium',
                  active ? 'text-brand-dark' : 'text-muted',
                )}
              >
                <span className="relative">
                  <tab.Icon className="size-6" strokeWidth={active ? 2.4 : 1.8} />
                  {tab.id === 'inbox' && unreadMessages > 0 ? (
                    <span
                      className="absolute -top-1 -right-1.5 size-2.5 rounded-full border-2 border-white bg-brand"
                      data-testid="inbox-unread"
                    />
                  ) : null}
                </span>
                {t(`tabs.${tab.id}`)}
                {tab.id === 'inbox' && unreadMessages > 0 ? (
                  <span className="sr-only">
                    {' '}
                    {t('tabs.unreadMessages', { count: unreadMessages })}
                  </span>
                ) : null}
              </PathLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
