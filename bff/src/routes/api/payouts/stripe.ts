import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentRpc,
  StartStripeOnboarding,
  StripeConnectStatus,
  StripeOnboardingLink,
} from '@arrendo/contracts';

/**
 * `/api/payouts/stripe` (signed in): the caller's own Stripe Connect account (`/stripe-setup`).
 * The payment service decides everything from the caller's actor; without Stripe keys on the
 * server it answers UNAVAILABLE (503), and for a country Stripe does not pay out to (Chile)
 * CONFLICT (409) before anything is opened.
 */
const stripeConnectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/', { schema: { response: { 200: StripeConnectStatus } } }, async (request) =>
    request.call(PaymentRpc.stripeConnectStatus, {}),
  );

  app.post(
    '/onboarding',
    { schema: { body: StartStripeOnboarding, response: { 200: StripeOnboardingLink } } },
    async (request) => request.call(PaymentRpc.stripeConnectLink, request.body),
  );
};

export default stripeConnectRoutes;
