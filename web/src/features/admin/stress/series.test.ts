import { describe, expect, it } from 'vitest';
import type { StressSample } from '@arrendo/contracts/web';
import { livePoints, mergeSample } from './series';

const at = (second: number, requests = second): StressSample => ({
  second,
  vus: 2,
  requests,
  failed: 0,
  p95Ms: second === 0 ? null : 12.5,
});

describe('mergeSample', () => {
  it('adds reports in time order', () => {
    let samples: StressSample[] = [];
    samples = mergeSample(samples, at(1));
    samples = mergeSample(samples, at(3));
    samples = mergeSample(samples, at(2));
    expect(samples.map((s) => s.second)).toEqual([1, 2, 3]);
  });

  it('replaces a second already held (a report resent after a reconnect)', () => {
    expect(mergeSample([at(1), at(2, 10)], at(2, 12))).toEqual([at(1), at(2, 12)]);
  });

  it('thins older samples past the maximum, keeping the first and the newest', () => {
    let samples: StressSample[] = [];
    for (let s = 0; s < 50; s++) samples = mergeSample(samples, at(s), 10);
    expect(samples.length).toBeLessThanOrEqual(10);
    expect(samples[0]?.second).toBe(0);
    expect(samples.at(-1)?.second).toBe(49);
    const seconds = samples.map((s) => s.second);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  });
});

describe('livePoints', () => {
  it('labels each second and keeps a second without a sample’s p95 empty', () => {
    expect(livePoints([at(0), at(65, 40)], (s) => `t${s}`)).toEqual([
      { second: 0, label: 't0', requests: 0, failed: 0, p95Ms: null, vus: 2 },
      { second: 65, label: 't65', requests: 40, failed: 0, p95Ms: 12.5, vus: 2 },
    ]);
  });
});
