import { describe, expect, it } from 'vitest';
import { AppError } from '@arrendo/contracts';
import { ageOn, assertAdult } from './age.js';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

function errorOf(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('ageOn', () => {
  it('counts a birthday only once it has arrived', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
  });

  it('makes a 29 February child an adult on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('assertAdult', () => {
  it('accepts someone who turns 18 today', () => {
    expect(() => assertAdult('2008-11-21', at('2026-11-21'))).not.toThrow();
  });

  it('refuses someone who turns 18 tomorrow, naming the birthday field', () => {
    const error = errorOf(() => assertAdult('2008-11-22', at('2026-11-21')));
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('You must be at least 18 years old');
    expect(error.details?.fields).toEqual([
      { path: 'birthday', message: 'You must be at least 18 years old' },
    ]);
  });

  it('refuses dates in the future or before 1900', () => {
    expect(
      errorOf(() => assertAdult('2027-01-01', at('2026-11-21'))).details?.fields?.[0]?.path,
    ).toBe('birthday');
    expect(errorOf(() => assertAdult('1899-12-31', at('2026-11-21'))).message).toBe(
      'Please enter a valid birth date',
    );
  });
});
