import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMessageReportsQuery,
  AdminMessageReportsResponse,
  MessagingRpc,
} from '@arrendo/contracts';

/** `GET /api/admin/message-reports` (admins; the messaging service checks the role again). */
const messageReportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/message-reports',
    {
      schema: {
        querystring: AdminMessageReportsQuery,
        response: { 200: AdminMessageReportsResponse },
      },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      request.call(MessagingRpc.adminReports, {
        ...(request.query.cursor ? { cursor: request.query.cursor } : {}),
      }),
  );
};

export default messageReportAdminRoutes;
