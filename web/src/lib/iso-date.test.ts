import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';

describe('isoDate', () => {
  it('writes the local calendar day, padded', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(isoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
