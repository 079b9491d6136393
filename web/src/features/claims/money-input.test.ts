import { describe, expect, it } from 'vitest';
import { formatMajorAmount, parseMajorAmount } from './money-input';

describe('parseMajorAmount', () => {
  it('reads pesos as they are: CLP has no minor unit, never × 100', () => {
    expect(parseMajorAmount('45000', 'CLP', 'es-CL')).toEqual({ ok: true, minor: 45000 });
    expect(parseMajorAmount('45.000', 'CLP', 'es-CL')).toEqual({ ok: true, minor: 45000 });
    expect(parseMajorAmount('1.250.000', 'CLP', 'es-CL')).toEqual({ ok: true, minor: 1250000 });
    expect(parseMajorAmount('CLP$ 45.000', 'CLP', 'es-CL')).toEqual({ ok: true, minor: 45000 });
  });

  it('takes either grouping for pesos whatever the interface language', () => {
    expect(parseMajorAmount('45,000', 'CLP', 'en-US')).toEqual({ ok: true, minor: 45000 });
    expect(parseMajorAmount('45.000', 'CLP', 'en-US')).toEqual({ ok: true, minor: 45000 });
    expect(parseMajorAmount('45 000 CLP', 'CLP', 'en-US')).toEqual({ ok: true, minor: 45000 });
  });

  it('refuses pesos with decimals, and mixed or broken grouping', () => {
    expect(parseMajorAmount('45.5', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMajorAmount('45,50', 'CLP', 'en-US')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMajorAmount('1.250,000', 'CLP', 'es-CL')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(parseMajorAmount('45.00.0', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads cents with the locale decimal separator for currencies that have them', () => {
    expect(parseMajorAmount('19.99', 'USD', 'en-US')).toEqual({ ok: true, minor: 1999 });
    expect(parseMajorAmount('19,99', 'USD', 'es-CL')).toEqual({ ok: true, minor: 1999 });
    expect(parseMajorAmount('1,234.5', 'USD', 'en-US')).toEqual({ ok: true, minor: 123450 });
    expect(parseMajorAmount('1.234,05', 'EUR', 'es-CL')).toEqual({ ok: true, minor: 123405 });
    expect(parseMajorAmount('$48', 'USD', 'en-US')).toEqual({ ok: true, minor: 4800 });
    // 0.29 × 100 is 28.999… in floating point: the digits are joined, not multiplied.
    expect(parseMajorAmount('0.29', 'USD', 'en-US')).toEqual({ ok: true, minor: 29 });
  });

  it('refuses a third decimal and the other locale decimal separator', () => {
    expect(parseMajorAmount('19.999', 'USD', 'en-US')).toEqual({
      ok: false,
      reason: 'decimals',
    });
    expect(parseMajorAmount('19,99', 'USD', 'en-US')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says what is wrong with empty, zero, negative, words and too large', () => {
    expect(parseMajorAmount('  ', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'required' });
    expect(parseMajorAmount('CLP$', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'required' });
    expect(parseMajorAmount('0', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'zero' });
    expect(parseMajorAmount('0.00', 'USD', 'en-US')).toEqual({ ok: false, reason: 'zero' });
    expect(parseMajorAmount('-5000', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseMajorAmount('mil', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseMajorAmount('1e6', 'CLP', 'es-CL')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseMajorAmount('50.001', 'CLP', 'es-CL', 50000)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(parseMajorAmount('50.000', 'CLP', 'es-CL', 50000)).toEqual({ ok: true, minor: 50000 });
    expect(parseMajorAmount('9'.repeat(20), 'CLP', 'es-CL')).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });
});

describe('formatMajorAmount', () => {
  it('shows minor units back in major units, grouped for the locale', () => {
    expect(formatMajorAmount(45000, 'CLP', 'es-CL')).toBe('45.000');
    expect(formatMajorAmount(45000, 'CLP', 'en-US')).toBe('45,000');
    expect(formatMajorAmount(1999, 'USD', 'en-US')).toBe('19.99');
    expect(formatMajorAmount(123405, 'EUR', 'es-CL')).toBe('1.234,05');
  });

  it('reads back what it wrote', () => {
    for (const [minor, currency, locale] of [
      [1250000, 'CLP', 'es-CL'],
      [1250000, 'CLP', 'en-US'],
      [123456, 'USD', 'en-US'],
      [123456, 'EUR', 'es-CL'],
    ] as const) {
      expect(
        parseMajorAmount(formatMajorAmount(minor, currency, locale), currency, locale),
      ).toEqual({ ok: true, minor });
    }
  });
});
