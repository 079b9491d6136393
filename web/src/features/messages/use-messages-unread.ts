import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session';
import { messagesUnreadQuery } from './unread-count';

/** Unread messages of the signed-in user (0 for a visitor): the tab's and the menu's badge. */
export function useMessagesUnread(): number {
  const { user, status } = useSession();
  const signedIn = status === 'signed-in' && !!user;
  const unread = useQuery({ ...messagesUnreadQuery, enabled: signedIn });
  return signedIn ? (unread.data?.count ?? 0) : 0;
}
