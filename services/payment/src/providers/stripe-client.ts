import Stripe from 'stripe';
import type { StripeSettings } from './stripe.js';

/**
 * The Stripe client every Stripe adapter (payments, Connect onboarding, transfers) uses: the
 * configured timeout, the API origin tests point elsewhere, no telemetry, and no retries of its
 * own — ours are a redelivered event, a guest's or host's retry, the next release: one call, one
 * answer.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
