import { describe, expect, it } from 'vitest';
import { IsoDate, IsoDateTime } from './ids.js';
import { isStorableDate, isStorableTimestamp } from './timestamp.js';

describe('isStorableTimestamp: what Postgres reads as a timestamptz we could have written', () => {
  it.each([
    ['what to_char writes', '2026-10-03T14:22:05.123456Z', true],
    ['milliseconds', '2026-10-03T14:22:05.123Z', true],
    ['no fraction', '2026-10-03T14:22:05Z', true],
    ['the first instant of year 1', '0001-01-01T00:00:00Z', true],
    ['the last instant of year 9999', '9999-12-31T23:59:59.999999Z', true],
    ['a leap day', '2024-02-29T00:00:00Z', true],
    ['a leap day of a 400-year', '2000-02-29T00:00:00Z', true],
    ['Santiago offset', '2026-10-03T11:22:05-03:00', true],
    ['the widest offset Postgres takes', '2024-01-01T00:00:00+15:59', true],
    ['-00:00', '2024-01-01T00:00:00-00:00', true],
    ['year 0000', '0000-01-01T00:00:00Z', false],
    ['year 1 pushed into year 0 by its offset', '0001-01-01T00:00:00+01:00', false],
    ['year 9999 pushed into year 10000 by its offset', '9999-12-31T23:00:00-05:00', false],
    ['offset +23:59', '2024-01-01T00:00:00+23:59', false],
    ['offset -16:00', '2024-01-01T00:00:00-16:00', false],
    ['offset minutes 60', '2024-01-01T00:00:00+01:60', false],
    ['Feb 30', '2024-02-30T00:00:00Z', false],
    ['Feb 29 of a common year', '2023-02-29T00:00:00Z', false],
    ['Feb 29 of a century that is not a leap year', '1900-02-29T00:00:00Z', false],
    ['April 31', '2024-04-31T00:00:00Z', false],
    ['month 13', '2024-13-01T00:00:00Z', false],
    ['month 00', '2024-00-10T00:00:00Z', false],
    ['day 00', '2024-01-00T00:00:00Z', false],
    ['hour 24', '2024-01-01T24:00:00Z', false],
    ['minute 60', '2024-01-01T00:60:00Z', false],
    ['leap second', '2024-12-31T23:59:60Z', false],
    ['nanoseconds', '2024-01-01T00:00:00.123456789Z', false],
    ['no zone', '2024-01-01T00:00:00', false],
    ['a date only', '2024-01-01', false],
    ['five-digit year', '10000-01-01T00:00:00Z', false],
    ['negative year', '-0001-01-01T00:00:00Z', false],
    ['a space instead of T', '2024-01-01 00:00:00Z', false],
    ['Postgres words', 'infinity', false],
    ['epoch', 'epoch', false],
    ['a NUL byte', '2024-01-01T00:00:00Z\u0000', false],
    ['an offset without colon', '2024-01-01T00:00:00+0300', false],
  ])('%s: %s → %s', (_label, value, expected) => {
    expect(isStorableTimestamp(value)).toBe(expected);
  });
});

describe('isStorableDate', () => {
  it.each([
    ['1990-05-01', true],
    ['0001-01-01', true],
    ['2024-02-29', true],
    ['0000-01-01', false],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['99999-01-01', false],
    ['2024-1-1', false],
  ])('%s → %s', (value, expected) => {
    expect(isStorableDate(value)).toBe(expected);
  });
});

describe('the ISO schemas every contract uses', () => {
  it('refuse what Postgres would refuse', () => {
    expect(IsoDate.safeParse('0000-01-01').success).toBe(false);
    expect(IsoDate.safeParse('1990-05-01').success).toBe(true);
    expect(IsoDateTime.safeParse('2024-01-01T00:00:00+23:59').success).toBe(false);
    expect(IsoDateTime.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(IsoDateTime.safeParse(new Date().toISOString()).success).toBe(true);
    expect(IsoDateTime.safeParse('2026-10-03T11:22:05-03:00').success).toBe(true);
  });
});
