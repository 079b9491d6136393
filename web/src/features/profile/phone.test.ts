import { describe, expect, it } from 'vitest';
import { nationalNumber } from './phone';

describe('nationalNumber', () => {
  it('drops the dial code the profile stores in front of the number', () => {
    expect(nationalNumber('+56 912345678')).toBe('912345678');
    expect(nationalNumber('+1 (555) 010-0000')).toBe('(555) 010-0000');
  });

  it('keeps a number without a dial code and gives empty for none', () => {
    expect(nationalNumber('912345678')).toBe('912345678');
    expect(nationalNumber(null)).toBe('');
  });
});
