import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationRpc, UnreadCountResponse } from '@arrendo/contracts';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/unread-count',
    { schema: { response: { 200: UnreadCountResponse } } },
    async (request) => request.call(NotificationRpc.unreadCount, {}),
  );
};

export default notificationRoutes;
