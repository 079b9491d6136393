import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationsReadResponse,
  NotificationIdParams,
  NotificationListQuery,
  NotificationListResponse,
  NotificationRpc,
  NotificationSettingsResponse,
  UnreadCountResponse,
  UpdateNotificationSettingsBody,
} from '@arrendo/contracts';

/**
 * `/api/notifications/*` (signed in): the caller's own notifications, their unread count and
 * their switches per type and channel. The service checks that every id is the caller's.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/unread-count',
    { schema: { response: { 200: UnreadCountResponse } } },
    async (request) => request.call(NotificationRpc.unreadCount, {}),
  );

  app.get(
    '/',
    { schema: { querystring: NotificationListQuery, response: { 200: NotificationListResponse } } },
    async (request) => {
      const { filter, cursor, limit } = request.query;
      return request.call(NotificationRpc.list, {
        filter,
        limit,
        ...(cursor ? { cursor } : {}),
      });
    },
  );

  app.post(
    '/:id/read',
    { schema: { params: NotificationIdParams, response: { 200: NotificationsReadResponse } } },
    async (request) => request.call(NotificationRpc.markRead, { id: request.params.id }),
  );

  app.post(
    '/read-all',
    { schema: { response: { 200: NotificationsReadResponse } } },
    async (request) => request.call(NotificationRpc.markAllRead, {}),
  );

  app.get(
    '/settings',
    { schema: { response: { 200: NotificationSettingsResponse } } },
    async (request) => request.call(NotificationRpc.settings, {}),
  );

  app.put(
    '/settings',
    {
      schema: {
        body: UpdateNotificationSettingsBody,
        response: { 200: NotificationSettingsResponse },
      },
    },
    async (request) => request.call(NotificationRpc.updateSettings, request.body),
  );
};

export default notificationRoutes;
