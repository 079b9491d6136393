import { describe, expect, it } from 'vitest';
import { matchesScreenWidth } from './screen-width-query';

describe('matchesScreenWidth', () => {
  it('reads min-width and max-width in px', () => {
    expect(matchesScreenWidth('(max-width: 767px)', 412)).toBe(true);
    expect(matchesScreenWidth('(max-width: 767px)', 1280)).toBe(false);
    expect(matchesScreenWidth('(min-width: 1280px)', 1280)).toBe(true);
    expect(matchesScreenWidth('(min-width: 1280px)', 1279)).toBe(false);
  });

  it('needs every part of an `and` to hold', () => {
    expect(matchesScreenWidth('(min-width: 768px) and (max-width: 1023px)', 800)).toBe(true);
    expect(matchesScreenWidth('(min-width: 768px) and (max-width: 1023px)', 1100)).toBe(false);
  });

  it('does not match what it cannot read', () => {
    expect(matchesScreenWidth('(prefers-reduced-motion: reduce)', 412)).toBe(false);
    expect(matchesScreenWidth('(min-width: 40em)', 1280)).toBe(false);
  });
});
