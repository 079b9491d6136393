import { describe, expect, it } from 'vitest';
import { cpuBlockingMs } from './cpu-blocking.js';

describe('cpuBlockingMs', () => {
  it('counts each task’s scaled CPU time beyond 50 ms, from the first paint on', () => {
    const tasks = [
      { startUs: 1_000, cpuUs: 100_000 }, // before the paint: not counted
      { startUs: 5_000, cpuUs: 30_000 }, // 120 ms at 4×: 70 blocking
      { startUs: 6_000, cpuUs: 10_000 }, // 40 ms at 4×: none
      { startUs: 9_000, cpuUs: 100_000 }, // 400 ms at 4×: 350 blocking
    ];
    expect(cpuBlockingMs(tasks, 5_000, 4)).toBe(420);
    expect(cpuBlockingMs(tasks, 5_000, 1)).toBe(50);
  });

  it('is zero without tasks', () => {
    expect(cpuBlockingMs([], 0, 4)).toBe(0);
  });
});
