import { describe, expect, it } from 'vitest';
import { formatRut, normalizeRut, Rut, rutCheckDigit } from './rut.js';

describe('RUT', () => {
  it('computes check digits, K and 0 included', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('76086428')).toBe('5');
    expect(rutCheckDigit('1000005')).toBe('K');
    expect(rutCheckDigit('1000013')).toBe('0');
    expect(rutCheckDigit('1000008')).toBe('4');
  });

  it('accepts the usual ways of writing one and keeps body-digit', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
    expect(normalizeRut('12345678-5')).toBe('12345678-5');
    expect(normalizeRut(' 123456785 ')).toBe('12345678-5');
    expect(normalizeRut('10.000.013-k')).toBe('10000013-K');
  });

  it('refuses a wrong check digit, letters, and bodies too short to be a RUT', () => {
    expect(normalizeRut('12.345.678-9')).toBeNull();
    expect(normalizeRut('12.345.67A-5')).toBeNull();
    expect(normalizeRut('1-9')).toBeNull();
    expect(normalizeRut('')).toBeNull();
    expect(Rut.safeParse('12.345.678-K').success).toBe(false);
    expect(Rut.parse('12.345.678-5')).toBe('12345678-5');
  });

  it('formats with dots', () => {
    expect(formatRut('12345678-5')).toBe('12.345.678-5');
    expect(formatRut('1000005-K')).toBe('1.000.005-K');
  });
});
