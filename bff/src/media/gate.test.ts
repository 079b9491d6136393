import { describe, expect, it } from 'vitest';
import { Gate } from './gate.js';

describe('Gate', () => {
  it('runs at most `limit` tasks at once, all of them in the end, failures included', async () => {
    const gate = new Gate(2);
    let now = 0;
    let peak = 0;
    const task = (i: number) =>
      gate.run(async () => {
        now++;
        peak = Math.max(peak, now);
        await new Promise((r) => setTimeout(r, 5));
        now--;
        if (i === 3) throw new Error('boom');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await task(9)).toBe(9);
  });
});
