import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAuditQuery, AdminAuditResponse, IdentityRpc } from '@arrendo/contracts';

/**
 * `/api/admin/audit` (admins; identity checks the role again): every service's admin actions,
 * newest first, from the append-only log identity keeps (decision 0045).
 */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AdminAuditQuery, response: { 200: AdminAuditResponse } } },
    async (request) => request.call(IdentityRpc.adminAudit, request.query),
  );
};

export default adminAuditRoutes;
