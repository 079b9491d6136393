import { queryOptions } from '@tanstack/react-query';
import { MessagesUnreadResponse } from '@arrendo/contracts/unread-counts';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

/**
 * Unread messages for the account menu and the Inbox tab, on every page: apart from api.ts so the
 * shell carries this query alone. The live stream refreshes it on each message and read receipt;
 * the interval only covers a stream that could not connect.
 */
export const messagesUnreadQuery = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: ({ signal }) => api.get('/messages/unread-count', MessagesUnreadResponse, { signal }),
  refetchInterval: 120_000,
});
