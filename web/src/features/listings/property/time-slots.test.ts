// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@arrendo/contracts/web';
import { busyOnDate, maxHoursFrom, openWindow, startTimes } from './time-slots';

const hours: OpeningHours[] = [
  { weekday: 1, open: '09:00', close: '13:00' },
  { weekday: 6, open: '20:00', close: '24:00' },
];
// 2026-11-23 is a Monday; 2026-11-28 a Saturday.
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';

describe('time slots from opening hours', () => {
  it('offers half-hour starts that leave the minimum before closing', () => {
    expect(startTimes(openWindow(MONDAY, hours), 2)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(startTimes(openWindow(SATURDAY, hours), 3)).toEqual(['20:00', '20:30', '21:00']);
  });

  it('treats a weekday without hours as closed, and no hours at all as open all day', () => {
    expect(openWindow('2026-11-24', hours)).toBeNull();
    expect(startTimes(openWindow('2026-11-24', hours), 1)).toEqual([]);
    expect(openWindow(MONDAY, [])).toEqual({ open: 0, close: 1440 });
    expect(startTimes(openWindow(MONDAY, null), 1)).toHaveLength(47);
  });

  it('skips busy periods and caps the length before the next one', () => {
    const window = openWindow(MONDAY, hours);
    // 10:00–11:00 in Santiago (UTC-3 in November).
    const busy = busyOnDate(
      [{ startsAt: '2026-11-23T13:00:00Z', endsAt: '2026-11-23T14:00:00Z' }],
      MONDAY,
      'America/Santiago',
    );
    expect(busy).toEqual([{ start: 600, end: 660 }]);
    expect(startTimes(window, 1, busy)).toEqual(['09:00', '11:00', '11:30', '12:00']);
    expect(maxHoursFrom(window, '09:00', busy)).toBe(1);
    expect(maxHoursFrom(window, '11:00', busy)).toBe(2);
    expect(maxHoursFrom(openWindow(SATURDAY, hours), '20:30', [])).toBe(3);
  });

  it('clips a busy period that crosses midnight to the day asked about', () => {
    const busy = busyOnDate(
      [{ startsAt: '2026-11-29T01:00:00Z', endsAt: '2026-11-29T05:00:00Z' }],
      SATURDAY,
      'America/Santiago',
    );
    expect(busy).toEqual([{ start: 22 * 60, end: 1440 }]);
  });
});
