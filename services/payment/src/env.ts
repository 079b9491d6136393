import { z } from 'zod';
import { keyringSetting } from '@arrendo/kit';

/**
 * A default for the dev provider's webhook secret, so that every replica of the service signs
 * and verifies alike without setup. The dev provider moves no money: this secret only guards
 * against forged "paid" notices, so a deployment that turns the dev provider on anywhere but
 * this machine (PAYMENT_DEV_PROVIDER=on) must set its own.
 */
export const DEV_WEBHOOK_SECRET_DEFAULT = 'arrendo-dev-payment-webhook-secret';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** The payment service's own variables, merged by the kit with the base env. */
export const envSchema = z.object({
  /** Card payments go to Stripe when set; otherwise to the embedded dev provider. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Verifies Stripe's webhook signatures (`whsec_…`); required when STRIPE_SECRET_KEY is set. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Points the Stripe client at another server (tests, stripe-mock): `http://127.0.0.1:12111`. */
  STRIPE_API_URL: z.url().optional(),
  /** Local payments (Webpay, Khipu… through Payku) go to Payku when set; otherwise to dev. */
  PAYKU_PUBLIC_TOKEN: optionalText,
  PAYKU_PRIVATE_TOKEN: optionalText,
  PAYKU_API_URL: z.url().default('https://app.payku.cl'),
  /** Timeout of each provider call (a consumer retries later when it passes). */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  DEV_PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(DEV_WEBHOOK_SECRET_DEFAULT),
  /**
   * Whether the dev provider may serve payments and its notices be believed. `auto`: only when
   * PUBLIC_URL is this machine (localhost, 127.0.0.0/8, ::1) and NODE_ENV is not production;
   * elsewhere a method without provider keys is refused instead of "paid" by a button, unless
   * `on` is said out loud (a demo). `off` is off.
   */
  PAYMENT_DEV_PROVIDER: z.enum(['auto', 'on', 'off']).default('auto'),
  /**
   * The browsers' origin (the BFF's PUBLIC_URL; the launcher gives every process the same one,
   * `http://localhost:$PORT` by default): return URLs for redirect providers, and where `auto`
   * looks to decide whether the dev provider is on.
   */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Where providers (and the dev provider's deliveries) reach the BFF's /webhooks routes. */
  WEBHOOK_BASE_URL: z.url().optional(),
  /**
   * Seals hosts' bank details at rest (`<id>:<32 bytes base64url>`, several comma-separated
   * while rotating: the first seals, all open). Lose it and the stored accounts are unreadable.
   */
  /** How often released payout lines are paid (a payout per host, a bank batch, transfers). */
  PAYOUT_RELEASE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  PAYOUT_DATA_KEY: keyringSetting(
    'the key that seals bank details; `pnpm start` generates one into .data/secrets.json',
  ),
});
export type PaymentEnv = z.output<typeof envSchema>;
