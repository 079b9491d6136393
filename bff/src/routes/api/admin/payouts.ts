import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPayout,
  MarkPayoutBody,
  PaymentRpc,
  PayoutBatch,
  PayoutBatchList,
  PayoutBatchParams,
  PayoutClaimRequest,
  PayoutIdParams,
  PayoutLine,
} from '@arrendo/contracts';

/**
 * `/api/admin/payouts` (admins; the payment service checks the role again): the bank batches
 * the release job writes, their upload file, each payout's answer from the bank, and claims.
 */
const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: PayoutBatchList } } }, async (request) =>
    request.call(PaymentRpc.payoutBatches, {}),
  );

  app.get(
    '/batches/:batchId',
    { schema: { params: PayoutBatchParams, response: { 200: PayoutBatch } } },
    async (request) => request.call(PaymentRpc.payoutBatch, request.params),
  );

  /** The upload file (the BFF's own cache header for /api keeps it out of every cache). */
  app.get(
    '/batches/:batchId/csv',
    { schema: { params: PayoutBatchParams } },
    async (request, reply) => {
      const file = await request.call(PaymentRpc.payoutBatchCsv, request.params);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  );

  app.post(
    '/:payoutId/outcome',
    { schema: { params: PayoutIdParams, body: MarkPayoutBody, response: { 200: AdminPayout } } },
    async (request) =>
      request.call(PaymentRpc.markPayout, { ...request.body, payoutId: request.params.payoutId }),
  );

  app.post(
    '/claims',
    { schema: { body: PayoutClaimRequest, response: { 200: PayoutLine } } },
    async (request) => request.call(PaymentRpc.payoutClaim, request.body),
  );
};

export default adminPayoutRoutes;
