import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  NotificationListResponse,
  NotificationSettingsResponse,
  NotificationsReadResponse,
  type NotificationFilter,
  type NotificationSetting,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';

/** Everything under `['notifications']`, the account menu's unread count included. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  settings: ['notifications', 'settings'] as const,
};

const PAGE_SIZE = 20;

/** `/notifications`: newest first, a page at a time (keyset cursor). */
export const notificationsQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ filter, limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return api.get(`/notifications?${query.toString()}`, NotificationListResponse);
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: () => api.get('/notifications/settings', NotificationSettingsResponse),
});

export const notificationsApi = {
  markRead: (id: string) => api.post(`/notifications/${id}/read`, {}, NotificationsReadResponse),
  markAllRead: () => api.post('/notifications/read-all', {}, NotificationsReadResponse),
  saveSettings: (settings: NotificationSetting[]) =>
    api.put('/notifications/settings', { settings }, NotificationSettingsResponse),
};
