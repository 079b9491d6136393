import { describe, expect, it } from 'vitest';
import { daysInMonth, monthSpan, monthsEndingWith } from './months.js';

describe('months', () => {
  it('spans a month as a half-open range of local dates, across a year end', () => {
    expect(monthSpan('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthSpan('2028-02')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  });

  it('lists the twelve months ending with a month, oldest first', () => {
    const months = monthsEndingWith('2026-03', 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
  });

  it('counts the days of leap and common Februaries', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-11')).toBe(30);
  });
});
