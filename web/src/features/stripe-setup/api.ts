import { queryOptions } from '@tanstack/react-query';
import {
  PaymentConfig,
  StripeConnectStatus,
  StripeOnboardingLink,
  type StripePayoutCountry,
} from '@arrendo/contracts/web';
import { ApiError, api } from '@/lib/api-client';

/**
 * The host's Stripe Connect account (contracts `http/stripe-connect.ts`), read from Stripe by the
 * payment service. A server without Stripe keys answers 503: that is a state of the page (it
 * says so, and still sends hosts in Chile to their bank details), not an error screen.
 */
export type StripeSetup =
  { stripe: 'available'; status: StripeConnectStatus } | { stripe: 'unavailable' };

export const stripeSetupKeys = {
  all: ['payouts', 'stripe'] as const,
};

export function stripeSetupQueryOptions() {
  return queryOptions({
    queryKey: stripeSetupKeys.all,
    queryFn: async ({ signal }): Promise<StripeSetup> => {
      // The payment config says first whether the server has Stripe keys (card payments go to
      // Stripe exactly when it has them), so a server without them is not asked for a 503 that
      // every browser logs as an error.
      const config = await api.get('/payments/config', PaymentConfig, { signal });
      if (config.card !== 'stripe') return { stripe: 'unavailable' };
      try {
        const status = await api.get('/payouts/stripe', StripeConnectStatus, { signal });
        return { stripe: 'available', status };
      } catch (error) {
        if (ApiError.is(error) && error.status === 503) return { stripe: 'unavailable' };
        throw error;
      }
    },
  });
}

export const stripeSetupApi = {
  /** Opens the host's account once, then answers a fresh, single-use onboarding link. */
  startOnboarding: (country: StripePayoutCountry) =>
    api.post('/payouts/stripe/onboarding', { country }, StripeOnboardingLink),
};
