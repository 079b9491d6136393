import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentRpc, RevenueQuery, RevenueSummary } from '@arrendo/contracts';

/**
 * `GET /api/admin/revenue`: the platform-fee ledger, by month and provider, and payouts; and
 * `GET /api/admin/revenue/export`: the same months as a CSV file (admins; checked again by the
 * service, which audits each download).
 */
const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/revenue',
    {
      schema: { querystring: RevenueQuery, response: { 200: RevenueSummary } },
      preHandler: app.requireAdmin,
    },
    async (request) => request.call(PaymentRpc.revenue, request.query),
  );

  /** An attachment (the BFF's own cache header for /api keeps it out of every cache). */
  app.get(
    '/revenue/export',
    { schema: { querystring: RevenueQuery }, preHandler: app.requireAdmin },
    async (request, reply) => {
      const file = await request.call(PaymentRpc.revenueCsv, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  );
};

export default revenueRoutes;
