// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextHeaderVisibility } from './header-visibility';

describe('mobile header visibility', () => {
  it('hides only past 100 px while moving down by more than 10 px', () => {
    expect(nextHeaderVisibility(150, 165)).toBe(false);
    expect(nextHeaderVisibility(80, 95)).toBeNull();
    expect(nextHeaderVisibility(150, 158)).toBeNull();
  });

  it('shows near the top or when moving up by more than 10 px', () => {
    expect(nextHeaderVisibility(40, 5)).toBe(true);
    expect(nextHeaderVisibility(500, 480)).toBe(true);
    expect(nextHeaderVisibility(500, 495)).toBeNull();
  });
});
