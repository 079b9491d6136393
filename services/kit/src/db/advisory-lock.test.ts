import { describe, expect, it } from 'vitest';
import { advisoryLockKey } from './advisory-lock.js';

describe('advisory lock keys', () => {
  it('are stable signed 64-bit integers derived from the name', () => {
    const key = advisoryLockKey('outbox:listing');
    expect(advisoryLockKey('outbox:listing')).toBe(key);
    const value = BigInt(key);
    expect(value >= -(2n ** 63n) && value < 2n ** 63n).toBe(true);
    // Pinned: the key is part of the contract between replicas running different builds.
    expect(advisoryLockKey('')).toBe('-2039914840885289964');
  });

  it('differ between names', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `lock-${i}`);
    expect(new Set(names.map(advisoryLockKey)).size).toBe(names.length);
  });
});
