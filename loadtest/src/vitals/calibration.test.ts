import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './calibration.js';

describe('calibratedSlowdown', () => {
  it('gives Lighthouse’s default 4× at the index its calculator pairs with it', () => {
    expect(calibratedSlowdown(1533)).toBe(4);
  });

  it('follows the calculator on each side of its breakpoints', () => {
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(475)).toBe(1.5);
  });

  it('never speeds the page up, and refuses a missing index', () => {
    expect(calibratedSlowdown(100)).toBe(1);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/benchmark index/);
    expect(() => calibratedSlowdown(0)).toThrow(/benchmark index/);
  });
});
