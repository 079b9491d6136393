import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { authApi } from '@/features/auth/api';
import { openAuthModal } from '@/features/auth/auth-events';
import { isAdmin, useSession } from '@/features/auth/session';
import { useMessagesUnread } from '@/features/messages/use-messages-unread';
import {
  ACCOUNT_MENU_TRIGGER_CLASS,
  ACCOUNT_MENU_TRIGGER_TEST_ID,
  AccountMenuTriggerFace,
  useHasUnread,
} from './account-menu-trigger';
import { ListingTypeChooser } from './listing-type-chooser';

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm outline-none data-[highlighted]:bg-neutral-100';

/** A menu entry that is a real link (new tab, copy link) but navigates inside the SPA. */
function LinkItem({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <a
        href={href}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          void router.navigate({ href });
        }}
      >
        {children}
      </a>
    </DropdownMenu.Item>
  );
}

const Separator = () => <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />;

/** The unread messages count beside 'Messages' (the live stream keeps it current). */
function MessagesBadge() {
  const { t } = useTranslation('common');
  const count = useMessagesUnread();
  if (count === 0) return null;
  return (
    <span
      className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white"
      data-testid="menu-messages-unread"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('tabs.unreadMessages', { count })}</span>
    </span>
  );
}

/** The unread dot beside 'Notifications' (the count the trigger's dot reads). */
function NotificationsDot() {
  const { t } = useTranslation('account');
  if (!useHasUnread()) return null;
  return (
    <span className="size-2.5 rounded-full bg-brand" data-testid="menu-notifications-unread">
      <span className="sr-only">{t('menu.unread')}</span>
    </span>
  );
}

/**
 * Spec 2.6: the header's account menu, signed out and signed in. The header loads it on first
 * use (see AccountMenuSlot) and mounts it with `defaultOpen` for the click that asked for it.
 * The spec's entries whose pages do not exist yet (payment and Stripe setup, admin dashboard) are left out until they do: no entry may lead to the not-found page
 * (decisions.md "Shell and content"; web/e2e/no-dead-links.spec.ts).
 */
export function AccountMenu({
  defaultOpen = false,
  focusFirstItem = false,
}: {
  defaultOpen?: boolean;
  /**
   * Opened from the keyboard through the stand-in: Radix moves focus to the first item only for a
   * key it saw itself, and the key that asked for this menu went to the stand-in.
   */
  focusFirstItem?: boolean;
}) {
  const { t } = useTranslation('account');
  const { user, status } = useSession();
  const signedIn = status === 'signed-in' && !!user;
  const [chooserOpen, setChooserOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusFirstItem) return;
    // After Radix has focused the content it just mounted (in its portal, a frame later).
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusFirstItem]);
  const logout = useMutation({
    mutationFn: () => authApi.logout(),
    // Spec §4: go to / and reload so no signed-in state survives in memory.
    onSuccess: () => window.location.assign('/'),
    onError: () => toast.error(t('menu.signOutFailed')),
  });

  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger
          aria-label={t('menu.open')}
          data-testid={ACCOUNT_MENU_TRIGGER_TEST_ID}
          className={ACCOUNT_MENU_TRIGGER_CLASS}
        >
          <AccountMenuTriggerFace />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            ref={content}
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-xl border border-neutral-200 bg-white py-2 shadow-lg"
          >
            {signedIn ? (
              <>
                <LinkItem href="/profile">{t('menu.profile')}</LinkItem>
                <LinkItem href="/wishlists">{t('menu.wishlists')}</LinkItem>
                <LinkItem href="/bookings">{t('menu.bookings')}</LinkItem>
                <LinkItem href="/messages">
                  {t('menu.messages')}
                  <MessagesBadge />
                </LinkItem>
                <LinkItem href="/notifications">
                  {t('menu.notifications')}
                  <NotificationsDot />
                </LinkItem>
                <LinkItem href="/payments">{t('menu.payments')}</LinkItem>
                <Separator />
                <DropdownMenu.Item className={itemClass} onSelect={() => setChooserOpen(true)}>
                  {t('menu.hostYourHome')}
                </DropdownMenu.Item>
                <LinkItem href="/host/dashboard">{t('menu.hostDashboard')}</LinkItem>
                <LinkItem href="/host/calendar">{t('menu.hostCalendar')}</LinkItem>
                <LinkItem href="/host/bookings">{t('menu.hostBookings')}</LinkItem>
                <LinkItem href="/manage-listings">{t('menu.manageListings')}</LinkItem>
                <LinkItem href="/payment-setup">{t('menu.paymentSetup')}</LinkItem>
                <LinkItem href="/stripe-setup">{t('menu.stripeSetup')}</LinkItem>
                {isAdmin(user) ? (
                  <>
                    <Separator />
                    <LinkItem href="/admin/dashboard">{t('menu.adminDashboard')}</LinkItem>
                    <LinkItem href="/admin">{t('menu.adminTools')}</LinkItem>
                  </>
                ) : null}
                <Separator />
                <LinkItem href="/account/settings">{t('menu.accountSettings')}</LinkItem>
                <LinkItem href="/help">{t('menu.help')}</LinkItem>
                <DropdownMenu.Item
                  className={itemClass}
                  disabled={logout.isPending}
                  onSelect={() => logout.mutate()}
                >
                  {t('menu.logOut')}
                </DropdownMenu.Item>
              </>
            ) : (
              <>
                <DropdownMenu.Item
                  className={`${itemClass} font-semibold`}
                  onSelect={() => openAuthModal({ isSignUp: false })}
                >
                  {t('menu.logInOrSignUp')}
                </DropdownMenu.Item>
                <Separator />
                <DropdownMenu.Item className={itemClass} onSelect={() => setChooserOpen(true)}>
                  {t('menu.hostYourHome')}
                </DropdownMenu.Item>
                <LinkItem href="/help">{t('menu.help')}</LinkItem>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ListingTypeChooser open={chooserOpen} onOpenChange={setChooserOpen} />
    </>
  );
}
