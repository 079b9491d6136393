import { describe, expect, it } from 'vitest';
import {
  ALREADY_CLOSED,
  ALREADY_STARTED,
  cancellationOutcome,
  daysBefore,
  refundOf,
  type CancellationInput,
} from './cancellation.js';

const NOW = new Date('2027-01-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** A start exactly `days` whole days (plus `extraMs`) after NOW. */
const startIn = (days: number, extraMs = 0) => new Date(NOW.getTime() + days * DAY + extraMs);

const confirmedByGuest = (
  policy: CancellationInput['policy'],
  days: number,
  extraMs = 0,
  paid = 100_000,
): CancellationInput => ({
  status: 'confirmed',
  by: 'guest',
  policy,
  paid,
  startsAt: startIn(days, extraMs),
  now: NOW,
});

const percentOf = (input: CancellationInput) => {
  const outcome = cancellationOutcome(input);
  if (!outcome.allowed) throw new Error(outcome.message);
  return outcome.refundPercent;
};

describe('daysBefore: whole 24-hour days to the start, floored', () => {
  it('counts a day only when 24 hours are left', () => {
    expect(daysBefore(startIn(7), NOW)).toBe(7);
    expect(daysBefore(startIn(7, -1), NOW)).toBe(6);
    expect(daysBefore(startIn(0, 1), NOW)).toBe(0);
    expect(daysBefore(startIn(0, -1), NOW)).toBe(-1);
  });
});

describe('refundOf: half up, integers', () => {
  it('rounds half up and never makes cents', () => {
    expect(refundOf(100_000, 25)).toBe(25_000);
    expect(refundOf(99_999, 50)).toBe(50_000); // 49 999.5 → 50 000
    expect(refundOf(99_997, 25)).toBe(24_999); // 24 999.25 → 24 999
    expect(refundOf(3, 50)).toBe(2); // 1.5 → 2
    expect(refundOf(0, 100)).toBe(0);
    expect(refundOf(123_457, 100)).toBe(123_457);
  });
});

describe('cancellationOutcome: each policy at each boundary (guest, confirmed)', () => {
  it.each([
    // flexible: 7+ days 100 %, 1–6 days 50 %, under a day 0 %
    ['flexible', 30, 0, 100],
    ['flexible', 7, 0, 100],
    ['flexible', 7, -1, 50],
    ['flexible', 1, 0, 50],
    ['flexible', 1, -1, 0],
    ['flexible', 0, 1000, 0],
    // moderate: 14+ days 100 %, 7–13 days 50 %, under 7 days 0 %
    ['moderate', 30, 0, 100],
    ['moderate', 14, 0, 100],
    ['moderate', 14, -1, 50],
    ['moderate', 7, 0, 50],
    ['moderate', 7, -1, 0],
    ['moderate', 1, 0, 0],
    ['moderate', 0, 1000, 0],
    // strict: 30+ days 100 %, 14–29 days 25 %, under 14 days 0 %
    ['strict', 30, 0, 100],
    ['strict', 30, -1, 25],
    ['strict', 14, 0, 25],
    ['strict', 14, -1, 0],
    ['strict', 7, 0, 0],
    ['strict', 1, 0, 0],
    ['strict', 0, 1000, 0],
  ] as const)('%s, %i days (%i ms) before: %i %%', (policy, days, extraMs, percent) => {
    expect(percentOf(confirmedByGuest(policy, days, extraMs))).toBe(percent);
  });

  it('refunds that percent of what was paid and says whether it was free', () => {
    const outcome = cancellationOutcome(confirmedByGuest('strict', 20, 0, 150_001));
    expect(outcome).toEqual({
      allowed: true,
      by: 'guest',
      reason: 'guest_cancelled',
      daysBefore: 20,
      refundPercent: 25,
      refund: 37_500, // 37 500.25
      free: false,
    });
    expect(cancellationOutcome(confirmedByGuest('flexible', 10))).toMatchObject({
      refund: 100_000,
      free: true,
    });
  });
});

describe('cancellationOutcome: host, free and refused cases', () => {
  it('refunds everything when the host cancels, whatever the policy and the date', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const) {
      const outcome = cancellationOutcome({ ...confirmedByGuest(policy, 0, 1000), by: 'host' });
      expect(outcome).toMatchObject({
        allowed: true,
        reason: 'host_cancelled',
        refundPercent: 100,
        refund: 100_000,
        free: true,
      });
    }
  });

  it('lets the guest drop an unpaid hold and a request for free', () => {
    expect(
      cancellationOutcome({ ...confirmedByGuest('strict', 2, 0, 0), status: 'pending' }),
    ).toMatchObject({ allowed: true, refund: 0, refundPercent: 100, free: true });
    expect(
      cancellationOutcome({ ...confirmedByGuest('strict', 2), status: 'requested' }),
    ).toMatchObject({ allowed: true, refund: 100_000, refundPercent: 100, free: true });
  });

  it('refuses a booking that has started or is closed', () => {
    expect(cancellationOutcome(confirmedByGuest('flexible', 0))).toEqual({
      allowed: false,
      message: ALREADY_STARTED,
    });
    expect(cancellationOutcome(confirmedByGuest('flexible', -3))).toEqual({
      allowed: false,
      message: ALREADY_STARTED,
    });
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      expect(cancellationOutcome({ ...confirmedByGuest('flexible', 20), status })).toEqual({
        allowed: false,
        message: ALREADY_CLOSED,
      });
    }
  });
});
