import { describe, expect, it } from 'vitest';
import { formatCountdown, minutesLeft } from './use-countdown';

describe('countdown format', () => {
  it('shows mm:ss rounded up, and whole minutes started', () => {
    expect(formatCountdown(10 * 60_000)).toBe('10:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(0)).toBe('00:00');
    expect(minutesLeft(61_000)).toBe(2);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(1)).toBe(1);
  });
});
