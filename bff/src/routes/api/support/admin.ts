import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSupportTicketListResponse,
  FeedbackListResponse,
  NotificationRpc,
  SupportPageQuery,
} from '@arrendo/contracts';

/**
 * `GET /api/admin/support/tickets` and `GET /api/admin/feedback` (admins; the notification
 * service checks the role again).
 */
const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/tickets',
    {
      schema: { querystring: SupportPageQuery, response: { 200: AdminSupportTicketListResponse } },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { cursor, limit } = request.query;
      return request.call(NotificationRpc.adminSupportTickets, {
        limit,
        ...(cursor ? { cursor } : {}),
      });
    },
  );

  app.get(
    '/feedback',
    {
      schema: { querystring: SupportPageQuery, response: { 200: FeedbackListResponse } },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { cursor, limit } = request.query;
      return request.call(NotificationRpc.adminFeedback, { limit, ...(cursor ? { cursor } : {}) });
    },
  );
};

export default supportAdminRoutes;
