import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaymentBody,
  DevCompleteBody,
  DevCompleteReply,
  Payment,
  PaymentConfig,
  PaymentIdParams,
  PaymentIntent,
  PaymentPage,
  PaymentRpc,
  PaymentsQuery,
} from '@arrendo/contracts';

/**
 * Payments (`/api/payments`). Amounts always come from the booking's quote in the payment
 * service; ownership (payer, host, admin) is checked there from the actor.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: PaymentConfig } } }, async (request) =>
    request.call(PaymentRpc.config, {}),
  );

  app.post(
    '/',
    {
      schema: { body: CreatePaymentBody, response: { 200: PaymentIntent } },
      preHandler: app.requireUser,
    },
    async (request) => request.call(PaymentRpc.createIntent, request.body),
  );

  app.get(
    '/',
    {
      schema: { querystring: PaymentsQuery, response: { 200: PaymentPage } },
      preHandler: app.requireUser,
    },
    async (request) => request.call(PaymentRpc.listForUser, request.query),
  );

  app.get(
    '/:id',
    {
      schema: { params: PaymentIdParams, response: { 200: Payment } },
      preHandler: app.requireUser,
    },
    async (request) => request.call(PaymentRpc.get, { id: request.params.id }),
  );

  app.post(
    '/:id/dev-complete',
    {
      schema: {
        params: PaymentIdParams,
        body: DevCompleteBody,
        response: { 200: DevCompleteReply },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      request.call(PaymentRpc.devComplete, {
        id: request.params.id,
        outcome: request.body.outcome,
      }),
  );
};

export default paymentRoutes;
