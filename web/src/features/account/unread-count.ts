import { queryOptions } from '@tanstack/react-query';
import { UnreadCountResponse } from '@arrendo/contracts/unread-counts';
import { api } from '@/lib/api-client';

/**
 * The header's unread dot, on every page: apart from the account API (api.ts, which re-exports
 * it), whose profile and password calls only the account pages and the menu use.
 */
export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () => api.get('/notifications/unread-count', UnreadCountResponse),
  refetchInterval: 60_000,
});
