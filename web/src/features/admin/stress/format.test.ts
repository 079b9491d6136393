import { describe, expect, it } from 'vitest';
import { MISSING, makeStressFormat } from './format';

const en = makeStressFormat('en-US');
const es = makeStressFormat('es-CL');

describe('makeStressFormat', () => {
  it('writes latencies with at most three figures, in seconds from one second', () => {
    expect(en.ms(84.3127)).toBe('84.3 ms');
    expect(en.ms(184.6)).toBe('185 ms');
    expect(en.ms(9.6)).toBe('9.6 ms');
    expect(en.ms(0.4213)).toBe('0.42 ms');
    expect(en.ms(1250)).toBe('1.25 s');
    expect(es.ms(1250)).toBe('1,25 s');
  });

  it('writes rates as percentages in the locale', () => {
    expect(en.rate(0)).toBe('0%');
    expect(en.rate(0.0123)).toBe('1.23%');
    expect(es.rate(0.0123)).toMatch(/^1,23\s?%$/);
  });

  it('writes counts, throughput and elapsed time', () => {
    expect(en.count(12345)).toBe('12,345');
    expect(es.count(12345)).toBe('12.345');
    expect(en.perSecond(12.46)).toBe('12.5/s');
    expect(en.elapsed(7.9)).toBe('0:07');
    expect(en.elapsed(125)).toBe('2:05');
  });

  it('shows a dash for a figure a run does not have', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(en.ms(value)).toBe(MISSING);
      expect(en.rate(value)).toBe(MISSING);
      expect(en.count(value)).toBe(MISSING);
      expect(en.perSecond(value)).toBe(MISSING);
      expect(en.elapsed(value)).toBe(MISSING);
    }
    expect(en.elapsed(-1)).toBe(MISSING);
  });
});
