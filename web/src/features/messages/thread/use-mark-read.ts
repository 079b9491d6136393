import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessagePage } from '@arrendo/contracts/web';
import { messagesApi } from '../api';
import { messageKeys } from '../keys';
import { newestUnreadFromOther, withRead, type ThreadItem } from './thread-items';

type Thread = InfiniteData<MessagePage, string | undefined>;

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Marks the open thread read when it shows a message from the other person the viewer has not
 * read: on opening, and again whenever one arrives while the page is visible (a hidden tab waits
 * until it is looked at).
 */
export function useMarkRead(conversationId: string, items: ThreadItem[], viewerId: string) {
  const client = useQueryClient();
  const visible = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
  const newest = newestUnreadFromOther(items, viewerId);
  const target = newest?.id ?? null;
  const upTo = newest?.createdAt ?? null;
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!target || !upTo || !visible || marked.current === target) return;
    marked.current = target;
    messagesApi.markRead(conversationId).then(
      () => {
        client.setQueryData<Thread>(messageKeys.thread(conversationId), (data) =>
          withRead(data, viewerId, upTo),
        );
        void client.invalidateQueries({ queryKey: messageKeys.unread });
        void client.invalidateQueries({ queryKey: messageKeys.lists });
        void client.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
      },
      // Tried again on the next change (a new message, the tab shown again).
      () => {
        marked.current = null;
      },
    );
  }, [client, conversationId, target, upTo, visible, viewerId]);
}
