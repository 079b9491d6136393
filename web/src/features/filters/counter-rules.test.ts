// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  COUNTER_MAX,
  canDecrement,
  canIncrement,
  decrementCounter,
  incrementCounter,
} from './counter-rules';

describe('counters (spec §4, §5)', () => {
  it('gives 1 on the first plus', () => {
    expect(incrementCounter(null, 10)).toBe(1);
  });

  it('goes back to Any (null) when decremented from 1', () => {
    expect(decrementCounter(1)).toBeNull();
    expect(decrementCounter(null)).toBeNull();
    expect(decrementCounter(4)).toBe(3);
    expect(canDecrement(null)).toBe(false);
    expect(canDecrement(1)).toBe(true);
  });

  it('stops at 10 bedrooms and bathrooms and 16 minimum guests', () => {
    expect(COUNTER_MAX).toEqual({ bedrooms: 10, bathrooms: 10, minGuests: 16 });
    expect(incrementCounter(10, COUNTER_MAX.bedrooms)).toBe(10);
    expect(incrementCounter(15, COUNTER_MAX.minGuests)).toBe(16);
    expect(incrementCounter(16, COUNTER_MAX.minGuests)).toBe(16);
    expect(canIncrement(10, COUNTER_MAX.bathrooms)).toBe(false);
    expect(canIncrement(9, COUNTER_MAX.bathrooms)).toBe(true);
    expect(canIncrement(null, COUNTER_MAX.bathrooms)).toBe(true);
  });
});
