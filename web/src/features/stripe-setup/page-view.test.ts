import { describe, expect, it } from 'vitest';
import type { StripeConnectStatus } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import { accountView, canContinue, choiceKind, countryOptions, startFailure } from './page-view';

const status = (overrides: Partial<StripeConnectStatus>): StripeConnectStatus => ({
  state: 'not_connected',
  country: null,
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: false,
  pendingVerification: false,
  checkedAt: null,
  ...overrides,
});

describe('choiceKind', () => {
  it('sends Chile and countries Stripe does not pay out to to the bank details', () => {
    expect(choiceKind('CL')).toBe('chile');
    expect(choiceKind('other')).toBe('other');
    expect(choiceKind('AR')).toBe('other');
    expect(choiceKind('FR')).toBe('stripe');
    expect(choiceKind('US')).toBe('stripe');
  });
});

describe('countryOptions', () => {
  it('puts Chile first and "another country" last, Stripe’s countries by name between', () => {
    const names: Record<string, string> = { AT: 'Österreich', DE: 'Deutschland', US: 'Zz' };
    const options = countryOptions((code) => names[code] ?? code, 'de');
    expect(options[0]).toBe('CL');
    expect(options.at(-1)).toBe('other');
    expect(options.indexOf('DE')).toBeLessThan(options.indexOf('AT'));
    expect(options.indexOf('AT')).toBeLessThan(options.indexOf('US'));
    expect(options.filter((c) => c === 'CL')).toHaveLength(1);
  });
});

describe('accountView', () => {
  it('tells each state of the account', () => {
    expect(accountView(status({}))).toBeNull();
    expect(accountView(status({ state: 'onboarding' }))).toBe('onboarding');
    expect(accountView(status({ state: 'active', payoutsEnabled: true }))).toBe('active');
    expect(accountView(status({ state: 'restricted', requirementsDue: true }))).toBe('more_needed');
    expect(accountView(status({ state: 'restricted', pendingVerification: true }))).toBe(
      'verifying',
    );
    expect(
      accountView(
        status({ state: 'restricted', pendingVerification: true, requirementsDue: true }),
      ),
    ).toBe('more_needed');
  });

  it('offers the way back to Stripe only when the host has something to do there', () => {
    expect(canContinue('onboarding')).toBe(true);
    expect(canContinue('more_needed')).toBe(true);
    expect(canContinue('verifying')).toBe(false);
    expect(canContinue('active')).toBe(false);
  });
});

describe('startFailure', () => {
  const conflict = (details: Record<string, unknown>) =>
    new ApiError(409, 'CONFLICT', 'No', { details });

  it('reads a 503 as Stripe not set up', () => {
    expect(startFailure(new ApiError(503, 'UNAVAILABLE', 'x'), 'FR')).toEqual({
      kind: 'unavailable',
    });
  });

  it('names the country of each refusal', () => {
    expect(startFailure(conflict({ reason: 'stripe_country_fixed', country: 'DE' }), 'FR')).toEqual(
      { kind: 'fixed', country: 'DE' },
    );
    expect(startFailure(conflict({ reason: 'stripe_country_unreachable' }), 'JP')).toEqual({
      kind: 'unreachable',
      country: 'JP',
    });
    expect(startFailure(conflict({ reason: 'stripe_refused', country: 'JP' }), 'JP')).toEqual({
      kind: 'unreachable',
      country: 'JP',
    });
    expect(
      startFailure(conflict({ reason: 'stripe_country_not_supported', country: 'CL' }), 'CL'),
    ).toEqual({ kind: 'unsupported', country: 'CL' });
  });

  it('says anything else failed', () => {
    expect(startFailure(conflict({ reason: 'stripe_setup_in_progress' }), 'FR').kind).toBe(
      'failed',
    );
    expect(startFailure(new ApiError(0, 'UNAVAILABLE', 'offline'), 'FR').kind).toBe('failed');
    expect(startFailure(new Error('x'), 'FR').kind).toBe('failed');
  });
});
