import { describe, expect, it } from 'vitest';
import type { StressSample } from '@arrendo/contracts';
import { FakeClock } from './fake-clock.js';
import { MetricsCollector } from './metrics.js';
import { runStages, type Iteration } from './runner.js';
import { stagesFor } from './stages.js';

/** An iteration that takes `ms` of fake time and records one request (failed for VU 0's first). */
function timedIteration(clock: FakeClock, metrics: MetricsCollector, ms: number): Iteration {
  return async (vu, iteration, signal) => {
    await clock.sleep(ms, signal);
    if (signal.aborted) return;
    metrics.request({ durationMs: ms, failed: vu === 0 && iteration === 0, status: '201' });
  };
}

describe('runStages (the Node engine)', () => {
  it('paces each virtual user and closes one sample a second', async () => {
    const clock = new FakeClock();
    const metrics = new MetricsCollector(false);
    const samples: StressSample[] = [];
    const result = await clock.runUntil(
      runStages({
        plan: stagesFor({ vus: 2, durationSeconds: 3, rampSeconds: 0 }),
        pacingMs: 1000,
        gracefulStopMs: 5000,
        iteration: timedIteration(clock, metrics, 200),
        metrics,
        clock,
        onSecond: (_progress, sample) => samples.push(sample),
      }),
    );
    // Two users, an iteration at 0, 1 and 2 s each.
    expect(result).toEqual({ elapsedSeconds: 3, maxVus: 2 });
    expect(samples).toEqual([
      { second: 1, vus: 2, requests: 2, failed: 1, p95Ms: 200 },
      { second: 2, vus: 2, requests: 2, failed: 0, p95Ms: 200 },
      { second: 3, vus: 2, requests: 2, failed: 0, p95Ms: 200 },
    ]);
    const figures = metrics.metrics(3, 2);
    expect(figures.iterations.count).toBe(6);
    expect(figures.http_reqs.count).toBe(6);
    expect(figures.http_req_failed).toEqual({ rate: 1 / 6, trues: 1, total: 6 });
  });

  it('ramps the virtual users up linearly over the ramp', async () => {
    const clock = new FakeClock();
    const metrics = new MetricsCollector(false);
    const vus: number[] = [];
    await clock.runUntil(
      runStages({
        plan: stagesFor({ vus: 4, durationSeconds: 4, rampSeconds: 2 }),
        pacingMs: 500,
        gracefulStopMs: 1000,
        iteration: timedIteration(clock, metrics, 10),
        metrics,
        clock,
        onSecond: (progress) => vus.push(progress.metrics.vus),
      }),
    );
    // 0 → 4 over 2 s: two users after one second, all four from two seconds on.
    expect(vus).toEqual([2, 4, 4, 4]);
  });

  it('gives running iterations the graceful stop, then abandons them', async () => {
    const clock = new FakeClock();
    const metrics = new MetricsCollector(false);
    const result = await clock.runUntil(
      runStages({
        plan: stagesFor({ vus: 1, durationSeconds: 2, rampSeconds: 0 }),
        pacingMs: 0,
        gracefulStopMs: 3000,
        iteration: timedIteration(clock, metrics, 60_000),
        metrics,
        clock,
        onSecond: () => undefined,
      }),
    );
    expect(result.elapsedSeconds).toBe(5);
    // The abandoned iteration neither finished nor recorded its request.
    expect(metrics.metrics(2, 1).iterations.count).toBe(0);
    expect(metrics.metrics(2, 1).http_reqs.count).toBe(0);
  });

  it('stops early when aborted, keeping what was measured', async () => {
    const clock = new FakeClock();
    const metrics = new MetricsCollector(false);
    const abort = new AbortController();
    const run = runStages({
      plan: stagesFor({ vus: 1, durationSeconds: 60, rampSeconds: 0 }),
      pacingMs: 1000,
      gracefulStopMs: 1000,
      iteration: async (vu, iteration, signal) => {
        await timedIteration(clock, metrics, 100)(vu, iteration, signal);
        if (iteration === 2) abort.abort();
      },
      metrics,
      clock,
      onSecond: () => undefined,
      signal: abort.signal,
    });
    const result = await clock.runUntil(run);
    expect(result.elapsedSeconds).toBeLessThan(60);
    expect(metrics.metrics(3, 1).http_reqs.count).toBe(3);
  });
});
