import {
  AppError,
  type PaymentConfig,
  type PaymentMethod,
  type PaymentProvider,
} from '@arrendo/contracts';
import type { BaseEnv } from '@arrendo/kit';
import { decideDevProvider, type DevProviderDecision } from '../domain/dev-provider.js';
import type { PaymentEnv } from '../env.js';
import { DevProvider } from '../providers/dev.js';
import { PaykuProvider } from '../providers/payku.js';
import type { PaymentProviderAdapter } from '../providers/provider.js';
import type { PayoutTransfers } from '../providers/payout-transfers.js';
import { StripeProvider } from '../providers/stripe.js';
import { StripeConnectClient, type StripeConnect } from '../providers/stripe-connect.js';
import { StripeTransfers } from '../providers/stripe-transfers.js';

export interface Providers {
  config: PaymentConfig;
  /** Whether the dev provider serves payments and is believed here, and why. */
  devProvider: DevProviderDecision;
  /** The provider serving a method here; UNAVAILABLE when none may (production without keys). */
  forMethod(method: PaymentMethod): PaymentProviderAdapter;
  /** The provider that made a payment (its captures and refunds). */
  get(name: PaymentProvider): PaymentProviderAdapter;
  /**
   * The provider a notification claims to come from; VALIDATION when it is not configured here
   * (a misrouted or forged notification: nothing to retry).
   */
  forWebhook(name: PaymentProvider): PaymentProviderAdapter;
  /** Stripe Connect onboarding (`/stripe-setup`); null without Stripe keys. */
  stripeConnect: StripeConnect | null;
  /** Stripe Connect transfers for hosts paid there; null without Stripe keys. */
  transfers: PayoutTransfers | null;
}

/**
 * Card ⇒ Stripe when STRIPE_SECRET_KEY is set, else dev; local ⇒ Payku when
 * PAYKU_PUBLIC_TOKEN is set, else dev — where the dev provider is on at all
 * (`domain/dev-provider.ts`). Fails at start on half a Stripe configuration.
 */
export function buildProviders(env: PaymentEnv & Pick<BaseEnv, 'NODE_ENV'>): Providers {
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
    );
  }
  const devProvider = decideDevProvider({
    setting: env.PAYMENT_DEV_PROVIDER,
    publicUrl: env.PUBLIC_URL,
    nodeEnv: env.NODE_ENV,
  });
  const devAllowed = devProvider.on;
  const dev = new DevProvider(env.DEV_PAYMENT_WEBHOOK_SECRET);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? new StripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
        })
      : null;
  const payku = env.PAYKU_PUBLIC_TOKEN
    ? new PaykuProvider({
        apiUrl: env.PAYKU_API_URL,
        publicToken: env.PAYKU_PUBLIC_TOKEN,
        timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
      })
    : null;
  const byMethod: Record<PaymentMethod, PaymentProviderAdapter | null> = {
    card: stripe ?? (devAllowed ? dev : null),
    local: payku ?? (devAllowed ? dev : null),
  };
  const byName: Record<PaymentProvider, PaymentProviderAdapter | null> = {
    stripe,
    payku,
    // Payments made by dev earlier stay serviceable (refunds) even if dev no longer serves new ones.
    dev,
  };
  return {
    config: {
      card: stripe ? 'stripe' : 'dev',
      local: payku ? 'payku' : 'dev',
      stripePublishableKey: stripe ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      devProvider: devAllowed,
    },
    devProvider,
    stripeConnect:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? new StripeConnectClient({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
            timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
          })
        : null,
    transfers:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? new StripeTransfers({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
            timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
          })
        : null,
    forMethod(method) {
      const provider = byMethod[method];
      if (!provider) {
        throw new AppError('UNAVAILABLE', 'This payment method is not available right now.', {
          reason: 'provider_not_configured',
          method,
        });
      }
      return provider;
    },
    forWebhook(name) {
      // Dev notifications are only believed where dev payments may be made: outside that, the
      // documented default secret must not be able to move anything.
      const provider = name === 'dev' ? (devAllowed ? dev : null) : byName[name];
      if (!provider) {
        throw new AppError('VALIDATION', `The ${name} provider is not configured here.`, {
          fields: [{ path: 'provider', message: 'Provider not configured' }],
        });
      }
      return provider;
    },
    get(name) {
      const provider = byName[name];
      if (!provider) {
        throw new AppError('UNAVAILABLE', `The ${name} provider is not configured here.`, {
          reason: 'provider_not_configured',
          provider: name,
        });
      }
      return provider;
    },
  };
}
