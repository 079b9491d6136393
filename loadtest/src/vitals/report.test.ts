import { describe, expect, it } from 'vitest';
import type { VitalsRun } from './lighthouse.js';
import { median, medianRun, renderVitals } from './report.js';

const run = (score: number, lcpMs: number): VitalsRun => ({
  score,
  fcpMs: 1000,
  lcpMs,
  tbtMs: 100,
  cpuTbtMs: 60,
  cls: 0,
  speedIndexMs: 1500,
  transferBytes: 200 * 1024,
  lcpElement: 'img',
  mainThread: {},
  benchmarkIndex: 900,
});

describe('vitals report', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes each figure’s median on its own', () => {
    const m = medianRun([run(0.9, 3000), run(0.5, 1000), run(0.7, 2000)]);
    expect(m.score).toBe(0.7);
    expect(m.lcpMs).toBe(2000);
  });

  it('prints every run and the median line of each page', () => {
    const text = renderVitals([{ title: 'home /', runs: [run(0.9, 1800), run(0.8, 2400)] }]);
    expect(text).toContain('home /, run 2');
    expect(text).toMatch(
      /home \/, median of 2\s+0\.85\s+1\.00 s\s+2\.10 s\s+100 ms\s+60 ms\s+0\.000/,
    );
    expect(text).toContain('200 KiB');
  });
});
