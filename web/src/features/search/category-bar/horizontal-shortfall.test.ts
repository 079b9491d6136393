import { describe, expect, it } from 'vitest';
import { horizontalShortfall } from './horizontal-shortfall';

const row = { left: 48, right: 1232 };

describe('horizontalShortfall', () => {
  it('is 0 for an item already in sight', () => {
    expect(horizontalShortfall(row, { left: 100, right: 180 })).toBe(0);
    expect(horizontalShortfall(row, { left: 48, right: 1232 })).toBe(0);
  });

  it('scrolls right just enough to show an item past the right edge', () => {
    expect(horizontalShortfall(row, { left: 1200, right: 1290 })).toBe(58);
  });

  it('scrolls left for an item before the left edge', () => {
    expect(horizontalShortfall(row, { left: 10, right: 90 })).toBe(-38);
  });

  it('keeps the start of an item wider than the row in sight', () => {
    expect(horizontalShortfall(row, { left: 1000, right: 2500 })).toBe(952);
  });
});
