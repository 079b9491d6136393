import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session';
import { useMessagesUnread } from '@/features/messages/use-messages-unread';
import { unreadCountQuery } from '../unread-count';
import { Avatar } from './avatar';

/** The trigger's look, shared by the menu and the stand-in the header shows until it loads. */
export const ACCOUNT_MENU_TRIGGER_CLASS =
  'relative flex items-center gap-2 rounded-full border border-neutral-300 py-1.5 pr-1.5 pl-3 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-dark';
export const ACCOUNT_MENU_TRIGGER_TEST_ID = 'account-menu-trigger';

/** Whether the signed-in user has unread notifications (the dot on the trigger and the menu). */
export function useHasUnread(): boolean {
  const { user, status } = useSession();
  const signedIn = status === 'signed-in' && !!user;
  const unread = useQuery({ ...unreadCountQuery, enabled: signedIn });
  return signedIn && (unread.data?.count ?? 0) > 0;
}

/** Hamburger, avatar and the unread dot. */
export function AccountMenuTriggerFace() {
  const { user, status } = useSession();
  const signedIn = status === 'signed-in' && !!user;
  // Unread notifications or messages: either is worth opening the menu for.
  const unreadNotifications = useHasUnread();
  const unreadMessages = useMessagesUnread();
  const hasUnread = unreadNotifications || unreadMessages > 0;
  return (
    <>
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M2 4h12M2 8h12M2 12h12" />
      </svg>
      <Avatar
        url={user?.profile.avatarUrl}
        name={signedIn ? user.profile.firstName || user.profile.fullName || user.email : null}
      />
      {hasUnread ? (
        <span
          className="absolute top-0 right-0 size-2.5 rounded-full border-2 border-white bg-brand"
          aria-hidden="true"
        />
      ) : null}
    </>
  );
}
