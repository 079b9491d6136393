import { describe, expect, it } from 'vitest';
import { assertCalendarAllows } from './calendar-rules.js';
import { unavailableDates } from './availability.js';
import {
  DEFAULT_OPENING_HOURS,
  effectiveRules,
  fitsOpeningHours,
  minutesOf,
  openWeekdays,
} from './weekly-rules.js';

const fieldOf = (fn: () => void): string | undefined => {
  try {
    fn();
  } catch (error) {
    return (error as { details?: { fields?: { path: string }[] } }).details?.fields?.[0]?.path;
  }
  return undefined;
};

describe('weekly rules', () => {
  it('defaults hourly spaces to 09:00–21:00 every day and homes to nothing', () => {
    expect(effectiveRules('hourly', [], null).openingHours).toEqual(DEFAULT_OPENING_HOURS);
    expect(effectiveRules('home', [], null)).toEqual({ blockedWeekdays: [], openingHours: [] });
  });

  it('sorts and dedupes', () => {
    expect(effectiveRules('home', [7, 1, 7], []).blockedWeekdays).toEqual([1, 7]);
  });

  it('knows the open weekdays', () => {
    expect(
      openWeekdays({
        blockedWeekdays: [1],
        openingHours: [
          { weekday: 1, open: '09:00', close: '18:00' },
          { weekday: 2, open: '09:00', close: '18:00' },
        ],
      }),
    ).toEqual([2]);
  });

  it('fits a booking inside [open, close)', () => {
    const hours = { weekday: 1, open: '09:00', close: '24:00' };
    expect(minutesOf('24:00')).toBe(1440);
    expect(fitsOpeningHours(hours, '09:00', 2)).toBe(true);
    expect(fitsOpeningHours(hours, '22:00', 2)).toBe(true);
    expect(fitsOpeningHours(hours, '22:30', 2)).toBe(false);
    expect(fitsOpeningHours(hours, '08:30', 1)).toBe(false);
    expect(fitsOpeningHours(undefined, '10:00', 1)).toBe(false);
  });
});

describe('assertCalendarAllows', () => {
  const rules = {
    blockedWeekdays: [7],
    openingHours: [{ weekday: 1, open: '10:00', close: '18:00' }],
  };
  const blocks = [{ start: '2026-12-01', end: '2026-12-03' }];

  it('refuses stays over a blocked or recurring-blocked night', () => {
    const stay = (checkIn: string, checkOut: string) => () =>
      assertCalendarAllows({ kind: 'stay', checkIn, checkOut }, rules, blocks, null);
    expect(fieldOf(stay('2026-11-29', '2026-11-30'))).toBe('checkIn'); // a Sunday night
    expect(fieldOf(stay('2026-11-30', '2026-12-02'))).toBe('checkIn');
    expect(fieldOf(stay('2026-11-24', '2026-11-29'))).toBeUndefined(); // leaves on Sunday
    expect(fieldOf(stay('2026-12-03', '2026-12-05'))).toBeUndefined();
  });

  it('refuses hourly bookings that are short, closed, blocked or outside hours', () => {
    const hourly = (date: string, startTime: string, hours: number) => () =>
      assertCalendarAllows({ kind: 'hourly', date, startTime, hours }, rules, blocks, 2);
    expect(fieldOf(hourly('2026-11-23', '10:00', 1))).toBe('hours');
    expect(fieldOf(hourly('2026-11-24', '10:00', 2))).toBe('date'); // Tuesday: closed
    expect(fieldOf(hourly('2026-11-30', '17:00', 2))).toBe('startTime');
    expect(fieldOf(hourly('2026-11-30', '16:00', 2))).toBeUndefined();
    expect(fieldOf(hourly('2026-11-23', '09:30', 2))).toBe('startTime');
  });
});

describe('unavailableDates', () => {
  it('marks past, beyond horizon, blocked, weekly-blocked, closed and booked dates', () => {
    const common = {
      from: '2026-11-22',
      to: '2026-12-02',
      today: '2026-11-23',
      horizonEnd: '2026-12-01',
      blocks: [{ start: '2026-11-25', end: '2026-11-26' }],
      bookedNights: [{ start: '2026-11-27', end: '2026-11-28' }],
    };
    expect(
      unavailableDates({
        ...common,
        kind: 'home',
        rules: { blockedWeekdays: [7], openingHours: [] },
      }),
    ).toEqual(['2026-11-22', '2026-11-25', '2026-11-27', '2026-11-29', '2026-12-01']);
    expect(
      unavailableDates({
        ...common,
        kind: 'hourly',
        bookedNights: [],
        rules: {
          blockedWeekdays: [],
          openingHours: [1, 2, 3, 4, 5].map((weekday) => ({
            weekday,
            open: '09:00',
            close: '18:00',
          })),
        },
      }),
    ).toEqual(['2026-11-22', '2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01']);
  });
});
