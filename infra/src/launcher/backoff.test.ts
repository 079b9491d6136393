import { describe, expect, it } from 'vitest';
import { nextCrashCount, restartDelayMs } from './backoff.js';

const policy = { initialMs: 1000, maxMs: 30_000, stableAfterMs: 60_000 };

describe('restart backoff', () => {
  it('doubles the delay with each crash in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => restartDelayMs(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('counts crashes in a row and starts over after a stable run', () => {
    expect(nextCrashCount(0, 500, policy)).toBe(1);
    expect(nextCrashCount(3, 59_999, policy)).toBe(4);
    expect(nextCrashCount(3, 60_000, policy)).toBe(1);
  });
});
