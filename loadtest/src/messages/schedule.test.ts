import { describe, expect, it } from 'vitest';
import { sendOffsets, stepRates, sustainedRate } from './schedule.js';

describe('stepRates', () => {
  it('doubles from the first rate and ends on the maximum', () => {
    expect(stepRates(10, 640)).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(stepRates(10, 100)).toEqual([10, 20, 40, 80, 100]);
    expect(stepRates(5, 5)).toEqual([5]);
  });

  it('refuses a range that cannot end', () => {
    expect(() => stepRates(0, 10)).toThrow();
    expect(() => stepRates(20, 10)).toThrow();
  });
});

describe('sendOffsets', () => {
  it('spaces rate × duration sends evenly', () => {
    expect(sendOffsets(4, 1)).toEqual([0, 250, 500, 750]);
    expect(sendOffsets(10, 3)).toHaveLength(30);
    expect(sendOffsets(10, 3).at(-1)).toBeCloseTo(2900);
  });
});

describe('sustainedRate', () => {
  it('is the last rate before the first p95 past the limit', () => {
    const steps = [
      { rate: 10, p95: 40 },
      { rate: 20, p95: 90 },
      { rate: 40, p95: 700 },
      { rate: 80, p95: 300 },
    ];
    expect(sustainedRate(steps, 500)).toEqual({ sustained: 20, passedAt: 40 });
  });

  it('says when no step passed it, and treats an empty step as passed', () => {
    expect(sustainedRate([{ rate: 10, p95: 20 }], 500)).toEqual({ sustained: 10, passedAt: null });
    expect(sustainedRate([{ rate: 10, p95: Number.NaN }], 500)).toEqual({
      sustained: null,
      passedAt: 10,
    });
  });
});
