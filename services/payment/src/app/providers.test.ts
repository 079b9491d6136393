import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../env.js';
import { buildProviders } from './providers.js';

const env = (
  values: Record<string, string>,
  nodeEnv: 'development' | 'production' = 'development',
) => ({
  ...envSchema.parse(values),
  NODE_ENV: nodeEnv,
});

describe('which provider serves what', () => {
  it('uses the dev provider for both methods without keys', () => {
    const providers = buildProviders(env({}));
    expect(providers.config).toEqual({ card: 'dev', local: 'dev', stripePublishableKey: null });
    expect(providers.forMethod('card').name).toBe('dev');
    expect(providers.forWebhook('dev').name).toBe('dev');
  });

  it('uses Stripe for cards and Payku for local payments when their keys are set', () => {
    const providers = buildProviders(
      env({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        PAYKU_PUBLIC_TOKEN: 'tkpu_x',
      }),
    );
    expect(providers.config).toEqual({
      card: 'stripe',
      local: 'payku',
      stripePublishableKey: 'pk_test_x',
    });
    expect(providers.forMethod('local').name).toBe('payku');
  });

  it('refuses to start with a Stripe key but no webhook secret', () => {
    expect(() => buildProviders(env({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('in production, neither pays nor believes the dev provider unless told to', () => {
    const providers = buildProviders(env({}, 'production'));
    expect(() => providers.forMethod('card')).toThrow(AppError);
    expect(() => providers.forWebhook('dev')).toThrow(/not configured/);
    expect(() => providers.forWebhook('stripe')).toThrow(/not configured/);
    const demo = buildProviders(env({ PAYMENT_DEV_PROVIDER: 'on' }, 'production'));
    expect(demo.forMethod('card').name).toBe('dev');
  });
});
