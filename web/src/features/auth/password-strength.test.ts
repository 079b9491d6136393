import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('shows an empty meter for an empty password', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, label: null });
  });

  it.each([
    ['a', 1, 'weak'],
    ['ab1', 2, 'fair'],
    ['aB1', 3, 'good'],
    ['aB1!', 4, 'strong'],
    ['abcdefgh', 2, 'fair'],
    ['Abcdefg1!', 5, 'veryStrong'],
    ['!!!!', 1, 'weak'],
  ])('%s scores %i (%s)', (pw, score, label) => {
    expect(passwordStrength(pw)).toMatchObject({ score, label });
  });

  it('counts only the spec symbols', () => {
    expect(passwordStrength('~').checks.symbol).toBe(false);
    expect(passwordStrength('-').checks.symbol).toBe(false);
    for (const ch of '!@#$%^&*(),.?":{}|<>') {
      expect(passwordStrength(ch).checks.symbol).toBe(true);
    }
  });

  it('requires 8 characters for the length check', () => {
    expect(passwordStrength('1234567').checks.length).toBe(false);
    expect(passwordStrength('12345678').checks.length).toBe(true);
  });
});
