import { describe, expect, it } from 'vitest';
import { NO_FLAGS, connectStateOf, sameFlags, serviceAgreementFor } from './stripe-connect.js';

describe('connectStateOf', () => {
  it('reads no account as not connected', () => {
    expect(connectStateOf(null)).toBe('not_connected');
  });

  it('is onboarding until the host submitted their details', () => {
    expect(connectStateOf(NO_FLAGS)).toBe('onboarding');
    expect(connectStateOf({ ...NO_FLAGS, requirementsDue: true })).toBe('onboarding');
  });

  it('is restricted when submitted but Stripe does not pay out yet', () => {
    expect(connectStateOf({ ...NO_FLAGS, detailsSubmitted: true, requirementsDue: true })).toBe(
      'restricted',
    );
    expect(connectStateOf({ ...NO_FLAGS, detailsSubmitted: true, pendingVerification: true })).toBe(
      'restricted',
    );
  });

  it('is active once payouts are enabled, even with something due later', () => {
    expect(
      connectStateOf({
        ...NO_FLAGS,
        detailsSubmitted: true,
        payoutsEnabled: true,
        requirementsDue: true,
      }),
    ).toBe('active');
  });
});

describe('sameFlags', () => {
  it('notices any flag that changed', () => {
    expect(sameFlags(NO_FLAGS, { ...NO_FLAGS })).toBe(true);
    for (const key of Object.keys(NO_FLAGS) as (keyof typeof NO_FLAGS)[]) {
      expect(sameFlags(NO_FLAGS, { ...NO_FLAGS, [key]: true }), key).toBe(false);
    }
  });
});

describe('serviceAgreementFor', () => {
  it('never reaches Chile, from any platform', () => {
    for (const platform of ['US', 'GB', 'FR', 'CL']) {
      expect(serviceAgreementFor(platform, 'CL'), platform).toBeNull();
    }
  });

  it('uses the full agreement in the platform’s own country', () => {
    expect(serviceAgreementFor('US', 'US')).toBe('full');
    expect(serviceAgreementFor('JP', 'JP')).toBe('full');
  });

  it('pays across borders only inside Stripe’s cross-border region, as a recipient', () => {
    expect(serviceAgreementFor('US', 'FR')).toBe('recipient');
    expect(serviceAgreementFor('GB', 'CA')).toBe('recipient');
    expect(serviceAgreementFor('CH', 'NO')).toBe('recipient');
    expect(serviceAgreementFor('US', 'JP')).toBeNull();
    expect(serviceAgreementFor('AU', 'US')).toBeNull();
  });
});
