import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, nextCrashCount, restartDelayMs } from './backoff.js';

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

  it('by default restarts within a quarter second and never waits more than 3 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => restartDelayMs(n))).toEqual([
      250, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
    // Killed a few times, each after it came back: the wait stays within the recovery deadline.
    let crashes = 0;
    const delays = [4000, 4000, 4000, 4000, 4000, 4000].map((uptimeMs) => {
      crashes = nextCrashCount(crashes, uptimeMs);
      return restartDelayMs(crashes);
    });
    expect(Math.max(...delays)).toBeLessThanOrEqual(3000);
    expect(nextCrashCount(5, DEFAULT_BACKOFF.stableAfterMs)).toBe(1);
  });
});
