// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  liveMaxInput,
  liveMinInput,
  moveMaxHandle,
  moveMinHandle,
  normaliseAppliedRange,
  parsePriceInput,
  readMaxInput,
  readMinInput,
} from './price-rules';

describe('price number inputs (spec §5)', () => {
  it('reads non-numeric and empty text as 0', () => {
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('abc')).toBe(0);
    expect(parsePriceInput('  ')).toBe(0);
  });

  it('reads whole pesos for CLP, with or without thousands separators', () => {
    expect(parsePriceInput('50.000', 1000)).toBe(50);
    expect(parsePriceInput('120000', 1000)).toBe(120);
    expect(parsePriceInput('CLP$75,500', 1000)).toBe(76);
    expect(parsePriceInput('300')).toBe(300);
  });

  it('bounds the minimum by the maximum minus 10 and the maximum by the minimum plus 10', () => {
    expect(readMinInput('990', 500)).toBe(490);
    expect(readMinInput('x', 500)).toBe(0);
    expect(readMaxInput('20', 300)).toBe(310);
    expect(readMaxInput('abc', 300)).toBe(310);
    expect(readMaxInput('5000', 300)).toBe(2000);
    expect(readMinInput('400.000', 1000, 1000)).toBe(400);
  });

  it('follows a typed number live only once it is inside its bounds', () => {
    expect(liveMaxInput('5', 50)).toBeNull();
    expect(liveMaxInput('50', 50)).toBeNull();
    expect(liveMaxInput('500', 50)).toBe(500);
    expect(liveMaxInput('', 50)).toBeNull();
    expect(liveMinInput('100', 1000)).toBe(100);
    expect(liveMinInput('995', 1000)).toBeNull();
  });
});

describe('price slider handles', () => {
  it('snap to steps of 10 inside 0–2000', () => {
    expect(moveMinHandle(123, 1000)).toBe(120);
    expect(moveMinHandle(-40, 1000)).toBe(0);
    expect(moveMaxHandle(2345, 50)).toBe(2000);
    expect(moveMaxHandle(996, 50)).toBe(1000);
  });

  it('stay at least 10 apart', () => {
    expect(moveMinHandle(990, 500)).toBe(490);
    expect(moveMaxHandle(100, 500)).toBe(510);
  });
});

describe('applying the price range (spec §5)', () => {
  it('turns a NaN minimum and negatives into 0', () => {
    expect(normaliseAppliedRange([Number.NaN, 400])).toEqual([0, 400]);
    expect(normaliseAppliedRange([-30, 400])).toEqual([0, 400]);
  });

  it('turns a NaN maximum into 1000', () => {
    expect(normaliseAppliedRange([100, Number.NaN])).toEqual([100, 1000]);
  });

  it('keeps the maximum at least the minimum plus 10', () => {
    expect(normaliseAppliedRange([500, 200])).toEqual([500, 510]);
    expect(normaliseAppliedRange([500, 505])).toEqual([500, 510]);
    // A NaN maximum under a high minimum still ends above it.
    expect(normaliseAppliedRange([1500, Number.NaN])).toEqual([1500, 1510]);
  });

  it('keeps both ends on the slider', () => {
    expect(normaliseAppliedRange([2000, 2000])).toEqual([1990, 2000]);
    expect(normaliseAppliedRange([0, 9000])).toEqual([0, 2000]);
  });

  it('is ignored unless the range is two numbers', () => {
    expect(normaliseAppliedRange([100])).toBeNull();
    expect(normaliseAppliedRange([100, 200, 300])).toBeNull();
    expect(normaliseAppliedRange(['100', 200])).toBeNull();
    expect(normaliseAppliedRange(null)).toBeNull();
    expect(normaliseAppliedRange({ 0: 1, 1: 2 })).toBeNull();
  });
});
