import { describe, expect, it } from 'vitest';
import type { StressProgress } from '@arrendo/contracts/web';
import { applyStressEvent, isLive, parseStressEvent } from './live';
import { bookingRun, metrics } from './test/run-fixture';

const progress = (elapsedSeconds: number): StressProgress => ({
  phase: 'load',
  elapsedSeconds,
  metrics: metrics(),
  holds: { won: 3, lost: 12, other: 0 },
});
const sample = (second: number) => ({ second, vus: 5, requests: 20, failed: 0, p95Ms: 90 });

describe('applyStressEvent', () => {
  const queued = bookingRun({ status: 'queued', result: null, finishedAt: null });

  it('takes the whole run from a `run` event', () => {
    const finished = bookingRun();
    expect(applyStressEvent(queued, { type: 'run', run: finished })).toBe(finished);
    expect(applyStressEvent(undefined, { type: 'run', run: finished })).toBe(finished);
  });

  it('adds a progress report to a going run: its figures and one more second', () => {
    const next = applyStressEvent(queued, {
      type: 'progress',
      runId: queued.id,
      progress: progress(3),
      sample: sample(3),
    });
    expect(next?.status).toBe('running');
    expect(next?.progress?.holds).toEqual({ won: 3, lost: 12, other: 0 });
    expect(next?.samples).toEqual([sample(3)]);
  });

  it('ignores a report of another run, before the run is known, or after it ended', () => {
    const event = {
      type: 'progress' as const,
      runId: queued.id,
      progress: progress(4),
      sample: sample(4),
    };
    expect(applyStressEvent(undefined, event)).toBeUndefined();
    const other = { ...queued, id: '11111111-2222-4333-8444-555555555555' };
    expect(applyStressEvent(other, event)).toBe(other);
    const done = bookingRun();
    expect(applyStressEvent(done, event)).toBe(done);
  });
});

describe('parseStressEvent', () => {
  it('reads an event whose data carries its type, or takes the type from its name', () => {
    const run = bookingRun();
    expect(parseStressEvent('run', JSON.stringify({ type: 'run', run }))).toEqual({
      type: 'run',
      run,
    });
    expect(parseStressEvent('run', JSON.stringify({ run }))).toEqual({ type: 'run', run });
  });

  it('skips what is not JSON or not a known event', () => {
    expect(parseStressEvent('run', 'not json')).toBeNull();
    expect(parseStressEvent('run', '42')).toBeNull();
    expect(parseStressEvent('progress', JSON.stringify({ runId: 'x' }))).toBeNull();
  });
});

describe('isLive', () => {
  it('is a queued or running run', () => {
    expect(isLive('queued')).toBe(true);
    expect(isLive('running')).toBe(true);
    expect(isLive('completed')).toBe(false);
    expect(isLive('failed')).toBe(false);
  });
});
