import { describe, expect, it } from 'vitest';
import {
  STRIPE_CROSS_BORDER_COUNTRIES,
  STRIPE_PAYOUT_COUNTRIES,
  StartStripeOnboarding,
  StripeOnboardingLink,
  isStripePayoutCountry,
} from './stripe-connect.js';

describe('Stripe payout countries', () => {
  it('leaves Chile out: Stripe does not pay out to Chilean bank accounts', () => {
    expect(isStripePayoutCountry('CL')).toBe(false);
    expect(STRIPE_CROSS_BORDER_COUNTRIES).not.toContain('CL');
  });

  it('holds the countries Stripe pays out to', () => {
    for (const code of ['US', 'CA', 'GB', 'FR', 'DE', 'ES', 'CH', 'AU', 'NZ', 'JP', 'MX', 'BR']) {
      expect(isStripePayoutCountry(code), code).toBe(true);
    }
    expect(new Set(STRIPE_PAYOUT_COUNTRIES).size).toBe(STRIPE_PAYOUT_COUNTRIES.length);
  });

  it('keeps the cross-border region to the US, the UK, the EEA, Canada and Switzerland', () => {
    for (const code of ['US', 'GB', 'CA', 'CH', 'FR', 'NO', 'LI']) {
      expect(STRIPE_CROSS_BORDER_COUNTRIES, code).toContain(code);
    }
    for (const code of ['AU', 'JP', 'MX', 'BR', 'SG', 'HK', 'NZ']) {
      expect(STRIPE_CROSS_BORDER_COUNTRIES, code).not.toContain(code);
    }
  });
});

describe('StartStripeOnboarding', () => {
  it('takes an upper-case two-letter country and nothing else', () => {
    expect(StartStripeOnboarding.parse({ country: 'FR' })).toEqual({ country: 'FR' });
    for (const country of ['fr', 'FRA', '', 'F1']) {
      expect(StartStripeOnboarding.safeParse({ country }).success, country).toBe(false);
    }
    expect(StartStripeOnboarding.safeParse({ country: 'FR', hostId: 'x' }).success).toBe(false);
  });
});

describe('StripeOnboardingLink', () => {
  it('is a web address, never a script', () => {
    expect(
      StripeOnboardingLink.safeParse({ url: 'https://connect.stripe.com/setup/e/x' }).success,
    ).toBe(true);
    expect(StripeOnboardingLink.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
