import type { ConversationFilter } from '@arrendo/contracts/web';

/** The messaging caches; the live stream (live/) and the pages update the same keys. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: ['messages', 'conversations'] as const,
  list: (filter: ConversationFilter) => ['messages', 'conversations', filter] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  unread: ['messages', 'unread-count'] as const,
  quickReplies: ['messages', 'quick-replies'] as const,
};
