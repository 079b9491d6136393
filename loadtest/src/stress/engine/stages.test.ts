import { describe, expect, it } from 'vitest';
import { maxVus, stagesFor, totalSeconds, vusAt } from './stages.js';

describe('stagesFor', () => {
  it('ramps from 0 to the users over the ramp, then holds them until the end', () => {
    const plan = stagesFor({ vus: 10, durationSeconds: 30, rampSeconds: 5 });
    expect(plan).toEqual({
      startVus: 0,
      stages: [
        { durationSeconds: 5, target: 10 },
        { durationSeconds: 25, target: 10 },
      ],
    });
    expect(totalSeconds(plan)).toBe(30);
    expect(maxVus(plan)).toBe(10);
  });

  it('starts every user at once without a ramp, and ramps all the way when the ramp is the run', () => {
    expect(stagesFor({ vus: 3, durationSeconds: 10, rampSeconds: 0 })).toEqual({
      startVus: 3,
      stages: [{ durationSeconds: 10, target: 3 }],
    });
    expect(stagesFor({ vus: 3, durationSeconds: 10, rampSeconds: 10 }).stages).toEqual([
      { durationSeconds: 10, target: 3 },
    ]);
  });
});

describe('vusAt', () => {
  const plan = stagesFor({ vus: 10, durationSeconds: 30, rampSeconds: 5 });

  it('is linear within the ramp, rounded down as k6 does', () => {
    expect(vusAt(plan, 0)).toBe(0);
    expect(vusAt(plan, 499)).toBe(0);
    expect(vusAt(plan, 500)).toBe(1);
    expect(vusAt(plan, 2500)).toBe(5);
    expect(vusAt(plan, 5000)).toBe(10);
    expect(vusAt(plan, 29_999)).toBe(10);
  });

  it('is 0 once the stages are over', () => {
    expect(vusAt(plan, 30_000)).toBe(0);
  });
});
