import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { LiveEvent, MessagePage } from '@arrendo/contracts/web';
import { messageKeys } from '../keys';
import { outbox } from '../thread/outbox';
import { withMessage, withRead } from '../thread/thread-items';
import { typingStore } from './typing-store';

type Thread = InfiniteData<MessagePage, string | undefined>;

/**
 * One stream event into the caches the pages read: a loaded thread gets the message or the read
 * receipt in place (no refetch, no jump); the lists, the conversation's header and the unread
 * count are refetched, as their order and counts are the server's to say.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, viewerId: string): void {
  if (event.type === 'typing') {
    if (event.userId !== viewerId) typingStore.typing(event.conversationId, event.userId);
    return;
  }
  const conversationId =
    event.type === 'message' ? event.message.conversationId : event.conversationId;
  if (event.type === 'message') {
    const { message } = event;
    client.setQueryData<Thread>(messageKeys.thread(conversationId), (data) =>
      withMessage(data, message),
    );
    if (message.senderId === viewerId) outbox.remove(conversationId, message.clientId);
    else typingStore.stopped(conversationId, message.senderId);
  } else {
    client.setQueryData<Thread>(messageKeys.thread(conversationId), (data) =>
      withRead(data, event.readerId, event.readAt),
    );
  }
  void client.invalidateQueries({ queryKey: messageKeys.lists });
  void client.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
  void client.invalidateQueries({ queryKey: messageKeys.unread });
}
