import { describe, expect, it } from 'vitest';
import type { StressScenario } from '@arrendo/contracts/web';
import { launchDefaults, launchFieldOf, launchFormSchema, startBody } from './launch-form';

const contention: StressScenario = {
  id: 'booking-contention',
  kind: 'booking',
  defaults: { vus: 10, durationSeconds: 20, rampSeconds: 5 },
  stages: [],
  requests: [],
  thresholds: { p95Ms: 800, errorRate: 0.01 },
  targets: ['home', 'experience'],
};
const delivery: StressScenario = {
  ...contention,
  id: 'message-delivery',
  kind: 'messages',
  targets: [],
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('launchFormSchema', () => {
  const booking = launchFormSchema('booking');

  it('accepts the scenario’s defaults', () => {
    expect(booking.safeParse(launchDefaults(contention)).success).toBe(true);
    expect(launchFormSchema('messages').safeParse(launchDefaults(delivery)).success).toBe(true);
  });

  it('says what is wrong with each number, as catalogue keys', () => {
    const base = launchDefaults(contention);
    expect(messagesOf(booking.safeParse({ ...base, vus: 0 }))).toEqual({
      vus: 'form.errors.vusMin',
    });
    expect(messagesOf(booking.safeParse({ ...base, vus: 201 }))).toEqual({
      vus: 'form.errors.vusMax',
    });
    expect(messagesOf(booking.safeParse({ ...base, vus: 2.5 }))).toEqual({
      vus: 'form.errors.vusWhole',
    });
    expect(messagesOf(booking.safeParse({ ...base, vus: Number.NaN }))).toEqual({
      vus: 'form.errors.vusNumber',
    });
    expect(messagesOf(booking.safeParse({ ...base, durationSeconds: 4, rampSeconds: 0 }))).toEqual({
      durationSeconds: 'form.errors.durationMin',
    });
    expect(messagesOf(booking.safeParse({ ...base, rampSeconds: -1 }))).toEqual({
      rampSeconds: 'form.errors.rampMin',
    });
  });

  it('wants the ramp no longer than the run, and a booking run to name what it books', () => {
    const base = launchDefaults(contention);
    expect(booking.safeParse({ ...base, durationSeconds: 10, rampSeconds: 10 }).success).toBe(true);
    expect(
      messagesOf(booking.safeParse({ ...base, durationSeconds: 10, rampSeconds: 11 })),
    ).toEqual({ rampSeconds: 'form.errors.rampLonger' });
    expect(messagesOf(booking.safeParse({ ...base, listingType: undefined }))).toEqual({
      listingType: 'form.errors.target',
    });
  });
});

describe('startBody', () => {
  it('sends a booking run’s target and a message run none', () => {
    const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(startBody('booking', launchDefaults(contention), id)).toEqual({
      scenario: 'booking-contention',
      vus: 10,
      durationSeconds: 20,
      rampSeconds: 5,
      clientId: id,
      target: { listingType: 'home' },
    });
    expect(startBody('messages', launchDefaults(delivery), id)).toEqual({
      scenario: 'message-delivery',
      vus: 10,
      durationSeconds: 20,
      rampSeconds: 5,
      clientId: id,
    });
  });
});

describe('launchFieldOf', () => {
  it('puts the server’s field errors on the form’s fields', () => {
    expect(launchFieldOf('vus')).toBe('vus');
    expect(launchFieldOf('target.listingType')).toBe('listingType');
    expect(launchFieldOf('target')).toBe('listingType');
    expect(launchFieldOf('clientId')).toBeNull();
  });
});
