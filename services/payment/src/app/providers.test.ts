import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_PAYOUT_DATA_KEY } from '@arrendo/kit/testing';
import { envSchema } from '../env.js';
import { buildProviders } from './providers.js';

const env = (
  values: Record<string, string>,
  nodeEnv: 'development' | 'production' = 'development',
) => ({
  ...envSchema.parse({ PAYOUT_DATA_KEY: TEST_PAYOUT_DATA_KEY, ...values }),
  NODE_ENV: nodeEnv,
});

describe('which provider serves what', () => {
  it('uses the dev provider for both methods without keys', () => {
    const providers = buildProviders(env({}));
    expect(providers.config).toEqual({
      card: 'dev',
      local: 'dev',
      stripePublishableKey: null,
      devProvider: true,
    });
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
      devProvider: true,
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

  it('outside production, neither pays nor believes the dev provider when PUBLIC_URL is not this machine', () => {
    for (const PUBLIC_URL of [
      'https://arrendo.cl',
      'https://example.com',
      'http://10.0.0.5:3000',
    ]) {
      const providers = buildProviders(env({ PUBLIC_URL }));
      expect(providers.devProvider.on).toBe(false);
      expect(providers.config.devProvider).toBe(false);
      expect(() => providers.forMethod('card')).toThrow(AppError);
      expect(() => providers.forMethod('local')).toThrow(AppError);
      expect(() => providers.forWebhook('dev')).toThrow(/not configured/);
      // Payments the dev provider made earlier can still be refunded.
      expect(providers.get('dev').name).toBe('dev');
    }
    const demo = buildProviders(
      env({ PUBLIC_URL: 'https://arrendo.cl', PAYMENT_DEV_PROVIDER: 'on' }),
    );
    expect(demo.forWebhook('dev').name).toBe('dev');
    expect(demo.config.devProvider).toBe(true);
    const off = buildProviders(env({ PAYMENT_DEV_PROVIDER: 'off' }));
    expect(() => off.forWebhook('dev')).toThrow(/not configured/);
  });

  it('on this machine, auto pays and believes the dev provider', () => {
    for (const PUBLIC_URL of [
      'http://localhost:3000',
      'http://127.1.2.3:3000',
      'http://[::1]:3000',
    ]) {
      const providers = buildProviders(env({ PUBLIC_URL }));
      expect(providers.forMethod('card').name).toBe('dev');
      expect(providers.forWebhook('dev').name).toBe('dev');
    }
  });
});
