import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentRpc,
  StripePaymentIntentBody,
  StripePaymentIntentResponse,
} from '@arrendo/contracts';

/**
 * The spec's `POST /api/stripe/payment-intent` (§3, §7): a card payment for a booking. The
 * body's `amount` is accepted and ignored; the booking's quote is charged.
 */
const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment-intent',
    {
      schema: { body: StripePaymentIntentBody, response: { 200: StripePaymentIntentResponse } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const bookingId = (request.body.booking_id ?? request.body.bookingId) as string;
      const intent = await request.call(PaymentRpc.createIntent, { bookingId, method: 'card' });
      return {
        clientSecret: intent.clientSecret,
        baseAmount: intent.baseAmount,
        platformFee: intent.platformFee,
        vatAmount: intent.vatAmount,
        totalAmount: intent.totalAmount,
        currency: intent.currency,
        paymentId: intent.paymentId,
        redirectUrl: intent.redirectUrl,
      };
    },
  );
};

export default stripeRoutes;
