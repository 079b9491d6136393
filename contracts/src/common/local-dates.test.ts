import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsToDate,
  datesIn,
  daysBetween,
  localNow,
  minutesOf,
  monthOf,
  rangesOverlap,
  todayIn,
  weekdayOf,
} from './local-dates.js';

describe('local dates', () => {
  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-04-04', 1)).toBe('2027-04-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months clamped to the last day of the month', () => {
    expect(addMonthsToDate('2026-11-23', 6)).toBe('2027-05-23');
    expect(addMonthsToDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsToDate('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonthsToDate('2027-03-31', -1)).toBe('2027-02-28');
  });

  it('names the month holding a date by its first day', () => {
    expect(monthOf('2026-11-23')).toBe('2026-11-01');
  });

  it('counts days and lists a half-open range', () => {
    expect(daysBetween('2026-12-01', '2027-01-01')).toBe(31);
    expect(datesIn('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('gives ISO weekdays (Monday 1, Sunday 7)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it("knows today in the listing's zone", () => {
    // 02:00 UTC is still the evening before in Santiago.
    expect(todayIn('America/Santiago', new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('UTC', new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-24');
  });

  it("reads the wall clock in the listing's zone", () => {
    expect(localNow('America/Santiago', new Date('2026-11-24T02:05:00Z'))).toEqual({
      date: '2026-11-23',
      dateTime: '2026-11-23T23:05',
    });
  });

  it('turns HH:MM into minutes since midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
  });

  it('overlaps half-open ranges only when they share a date', () => {
    const december = { start: '2026-12-01', end: '2026-12-10' };
    expect(rangesOverlap(december, { start: '2026-12-09', end: '2026-12-12' })).toBe(true);
    expect(rangesOverlap(december, { start: '2026-12-10', end: '2026-12-12' })).toBe(false);
  });
});
