import { z } from 'zod';
import { IsoDateTime } from '../common/ids.js';

/**
 * Countries whose hosts can be paid through a Stripe Connect Express account: the countries where
 * Stripe operates and Express accounts can be opened (https://docs.stripe.com/connect/express-accounts,
 * "Platform in a supported country"; https://stripe.com/global), less those where Express is not
 * self-serve (Thailand, the United Arab Emirates). ISO 3166-1 alpha-2.
 *
 * Chile is not one of them, and Stripe's self-serve cross-border payouts do not reach it either
 * (https://docs.stripe.com/connect/cross-border-payouts: only the US, the UK, the EEA, Canada and
 * Switzerland): hosts in Chile are paid by bank transfer (`/payment-setup`).
 */
export const STRIPE_PAYOUT_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IT',
  'JP',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'US',
] as const;
export type StripePayoutCountry = (typeof STRIPE_PAYOUT_COUNTRIES)[number];

/**
 * Stripe's self-serve cross-border region (https://docs.stripe.com/connect/cross-border-payouts):
 * a platform whose own Stripe account is in one of these countries can pay connected accounts in
 * any of them, under the recipient service agreement. Outside it (Australia, Japan, Mexico…) a
 * host is reachable only from a platform account in the host's own country.
 */
export const STRIPE_CROSS_BORDER_COUNTRIES: readonly StripePayoutCountry[] =
  STRIPE_PAYOUT_COUNTRIES.filter((c) => !['AU', 'BR', 'HK', 'JP', 'MX', 'NZ', 'SG'].includes(c));

export function isStripePayoutCountry(code: string): code is StripePayoutCountry {
  return (STRIPE_PAYOUT_COUNTRIES as readonly string[]).includes(code);
}

/** An ISO 3166-1 alpha-2 code, upper case (`CL`, `FR`). */
export const CountryAlpha2 = z.string().regex(/^[A-Z]{2}$/, { error: 'Choose a country' });

/**
 * Where a host's Stripe Connect account stands, read from the account itself:
 * `not_connected` (none opened), `onboarding` (opened, the host has not submitted their details),
 * `restricted` (submitted, but Stripe needs more or is still checking: no payouts yet),
 * `active` (Stripe pays out to the host).
 */
export const StripeConnectState = z.enum(['not_connected', 'onboarding', 'restricted', 'active']);
export type StripeConnectState = z.infer<typeof StripeConnectState>;

/** `/stripe-setup`'s view of the caller's own account (never anyone else's). */
export const StripeConnectStatus = z.object({
  state: StripeConnectState,
  /** The account's country (fixed once it is opened); before that, the one last asked for. */
  country: CountryAlpha2.nullable(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** Stripe needs more information now (requirements currently due or past due). */
  requirementsDue: z.boolean(),
  /** Stripe is checking information it was given. */
  pendingVerification: z.boolean(),
  /** When these flags were last read from Stripe (null before an account exists). */
  checkedAt: IsoDateTime.nullable(),
});
export type StripeConnectStatus = z.infer<typeof StripeConnectStatus>;

/** Open (once) the caller's Express account in this country, and take them to Stripe. */
export const StartStripeOnboarding = z.object({ country: CountryAlpha2 }).strict();
export type StartStripeOnboarding = z.infer<typeof StartStripeOnboarding>;

/** Stripe's hosted onboarding page: single use, valid for a few minutes. */
export const StripeOnboardingLink = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type StripeOnboardingLink = z.infer<typeof StripeOnboardingLink>;
