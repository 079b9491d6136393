import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminEmailIdParams,
  AdminEmailPreview,
  AdminEmailsQuery,
  AdminEmailsResponse,
  NotificationRpc,
} from '@arrendo/contracts';

/**
 * `/api/admin/emails*` (admins; registered inside the admin-only block): the email log, searched
 * and paged by the notification service (which checks the role again), and one email's stored
 * render for the page's preview. The HTML is the email's, not ours: the page shows it in a
 * sandboxed frame, and the answer is never cached.
 */
const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AdminEmailsQuery, response: { 200: AdminEmailsResponse } } },
    async (request) => request.call(NotificationRpc.adminEmails, request.query),
  );

  app.get(
    '/:id/preview',
    { schema: { params: AdminEmailIdParams, response: { 200: AdminEmailPreview } } },
    async (request) => request.call(NotificationRpc.adminEmail, { id: request.params.id }),
  );
};

export default adminEmailRoutes;
