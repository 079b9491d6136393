import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentRpc, RevenueQuery, RevenueSummary } from '@arrendo/contracts';

/** `GET /api/admin/revenue`: the platform-fee ledger (admins; checked again by the service). */
const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/revenue',
    {
      schema: { querystring: RevenueQuery, response: { 200: RevenueSummary } },
      preHandler: app.requireAdmin,
    },
    async (request) => request.call(PaymentRpc.revenue, request.query),
  );
};

export default revenueRoutes;
