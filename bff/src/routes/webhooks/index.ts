import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentProvider, PaymentRpc, WebhookReply } from '@arrendo/contracts';
import { z } from 'zod';

/** Where each provider puts its signature; Payku signs nothing (the service re-verifies). */
const SIGNATURE_HEADERS: Record<PaymentProvider, string | null> = {
  stripe: 'stripe-signature',
  dev: 'x-dev-signature',
  payku: null,
};

const Params = z.object({ provider: PaymentProvider }).strict();

/**
 * Providers' notifications, `POST /webhooks/<provider>` (outside /api: no session, no CSRF
 * header; the signature, or Payku's re-verification, is the authentication). The body is read
 * as the exact text received, whatever its type: Stripe signs the bytes, and a parsed and
 * re-serialised body would no longer verify. 200 once stored (a replay too), 400 when forged,
 * 503 when the payment service cannot take it (the provider retries).
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });

  app.post(
    '/:provider',
    { schema: { params: Params, response: { 200: WebhookReply.pick({ received: true }) } } },
    async (request) => {
      const provider = request.params.provider;
      const header = SIGNATURE_HEADERS[provider];
      const value = header ? request.headers[header] : undefined;
      const signature = typeof value === 'string' ? value.slice(0, 2000) : null;
      const rawBody = typeof request.body === 'string' ? request.body : '';
      await request.call(PaymentRpc.webhook, { provider, rawBody, signature });
      return { received: true as const };
    },
  );
};

export default webhookRoutes;
