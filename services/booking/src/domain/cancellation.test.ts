import { describe, expect, it } from 'vitest';
import {
  ALREADY_CLOSED,
  ALREADY_STARTED,
  cancellationOutcome,
  daysBefore,
  refundOf,
  type CancellationInput,
} from './cancellation.js';

const TZ = 'America/Santiago';
/** 10 Jan 2027, 09:00 in Santiago (UTC−3 in summer). */
const NOW = new Date('2027-01-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** A stay starting `days` calendar days after NOW's local date: that day's local midnight. */
const startIn = (days: number) => new Date(Date.parse('2027-01-10T03:00:00.000Z') + days * DAY);

const confirmedByGuest = (
  policy: CancellationInput['policy'],
  days: number,
  paid = 100_000,
): CancellationInput => ({
  status: 'confirmed',
  by: 'guest',
  policy,
  paid,
  startsAt: startIn(days),
  now: NOW,
  timeZone: TZ,
});

const percentOf = (input: CancellationInput) => {
  const outcome = cancellationOutcome(input);
  if (!outcome.allowed) throw new Error(outcome.message);
  return outcome.refundPercent;
};

describe("daysBefore: calendar days on the listing's wall calendar", () => {
  it('says 4 for a check-in on the 14th all through the 10th, local time', () => {
    const checkIn = new Date('2026-12-14T03:00:00.000Z'); // 14 Dec 00:00 in Santiago
    // 10 Dec 18:00 in Santiago: 3 days 6 hours of elapsed time, yet 4 days before on the calendar.
    expect(daysBefore(checkIn, new Date('2026-12-10T21:00:00.000Z'), TZ)).toBe(4);
    expect(daysBefore(checkIn, new Date('2026-12-10T03:00:00.000Z'), TZ)).toBe(4);
    expect(daysBefore(checkIn, new Date('2026-12-11T02:59:59.999Z'), TZ)).toBe(4);
    expect(daysBefore(checkIn, new Date('2026-12-11T03:00:00.000Z'), TZ)).toBe(3);
  });

  it("counts in the listing's time zone, not UTC's, across the day boundary", () => {
    const checkIn = new Date('2026-12-14T03:00:00.000Z');
    // 02:00 UTC on the 11th is still 23:00 on the 10th in Santiago: 4 days, where UTC says 3.
    const lateEvening = new Date('2026-12-11T02:00:00.000Z');
    expect(daysBefore(checkIn, lateEvening, TZ)).toBe(4);
    expect(daysBefore(new Date('2026-12-14T00:00:00.000Z'), lateEvening, 'UTC')).toBe(3);
  });

  it('is zero on the start day and negative after it; hourly starts count the same way', () => {
    const tenAm = new Date('2026-12-14T13:00:00.000Z'); // 14 Dec 10:00 in Santiago
    expect(daysBefore(tenAm, new Date('2026-12-14T04:00:00.000Z'), TZ)).toBe(0);
    expect(daysBefore(tenAm, new Date('2026-12-14T02:00:00.000Z'), TZ)).toBe(1);
    expect(daysBefore(tenAm, new Date('2026-12-16T13:00:00.000Z'), TZ)).toBe(-2);
  });

  it('keeps whole days over a daylight-saving change (Santiago, April 2027)', () => {
    // Clocks go back on 4 Apr 2027: that local day has 25 hours.
    const checkIn = new Date('2027-04-06T04:00:00.000Z'); // 6 Apr 00:00 (UTC−4)
    expect(daysBefore(checkIn, new Date('2027-04-02T12:00:00.000Z'), TZ)).toBe(4);
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
    ['flexible', 30, 100],
    ['flexible', 7, 100],
    ['flexible', 6, 50],
    ['flexible', 1, 50],
    // moderate: 14+ days 100 %, 7–13 days 50 %, under 7 days 0 %
    ['moderate', 30, 100],
    ['moderate', 14, 100],
    ['moderate', 13, 50],
    ['moderate', 7, 50],
    ['moderate', 6, 0],
    ['moderate', 1, 0],
    // strict: 30+ days 100 %, 14–29 days 25 %, under 14 days 0 %
    ['strict', 30, 100],
    ['strict', 29, 25],
    ['strict', 14, 25],
    ['strict', 13, 0],
    ['strict', 7, 0],
    ['strict', 1, 0],
  ] as const)('%s, %i days before: %i percent', (policy, days, percent) => {
    expect(percentOf(confirmedByGuest(policy, days))).toBe(percent);
  });

  it('refunds that percent of what was paid and says whether it was free', () => {
    const outcome = cancellationOutcome(confirmedByGuest('strict', 20, 150_001));
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
      const outcome = cancellationOutcome({ ...confirmedByGuest(policy, 1), by: 'host' });
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
      cancellationOutcome({ ...confirmedByGuest('strict', 2, 0), status: 'pending' }),
    ).toMatchObject({ allowed: true, refund: 0, refundPercent: 100, free: true });
    expect(
      cancellationOutcome({ ...confirmedByGuest('strict', 2), status: 'requested' }),
    ).toMatchObject({ allowed: true, refund: 100_000, refundPercent: 100, free: true });
  });

  it('refuses a booking that has started or is closed', () => {
    expect(cancellationOutcome({ ...confirmedByGuest('flexible', 0), now: startIn(0) })).toEqual({
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
