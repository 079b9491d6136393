import { describe, expect, it } from 'vitest';
import { compareStressRuns, comparedFigures, formatFigure } from './figures';
import { makeStressFormat } from './format';
import { bookingRun, messageRun, metrics } from './test/run-fixture';

describe('compareStressRuns', () => {
  it('compares booking runs by double bookings and slots first, then the k6 figures', () => {
    expect(comparedFigures('booking').map((f) => f.key)).toEqual([
      'doubleBookings',
      'slotsWithoutOneWinner',
      'requests',
      'throughput',
      'iterations',
      'p50',
      'p95',
      'p99',
      'failed',
    ]);
    const a = bookingRun();
    const slower = bookingRun({
      result: {
        ...(a.result as NonNullable<typeof a.result>),
        metrics: metrics({
          http_req_duration: { avg: 80, min: 5, max: 600, 'p(50)': 80, 'p(95)': 240, 'p(99)': 400 },
        }),
      },
    });
    const rows = compareStressRuns('booking', a, slower);
    expect(rows.find((r) => r.key === 'p95')).toMatchObject({
      a: 120,
      b: 240,
      change: 1,
      verdict: 'a',
      unit: 'ms',
    });
    expect(rows.find((r) => r.key === 'doubleBookings')).toMatchObject({
      a: 0,
      b: 0,
      verdict: 'same',
    });
    expect(rows.find((r) => r.key === 'slotsWithoutOneWinner')).toMatchObject({ a: 0, b: 0 });
  });

  it('compares message runs by delivery latency first', () => {
    const a = messageRun();
    const b = messageRun({ result: null });
    const rows = compareStressRuns('messages', a, b);
    expect(rows.map((r) => r.key).slice(0, 3)).toEqual([
      'deliveryP50',
      'deliveryP95',
      'deliveryP99',
    ]);
    // A run without a result (failed) has no figures to judge.
    expect(rows.every((r) => r.verdict === 'unknown' && r.b === null)).toBe(true);
    expect(rows[1]?.a).toBe(30);
  });
});

describe('formatFigure', () => {
  it('writes each figure in its unit', () => {
    const fmt = makeStressFormat('en-US');
    expect(formatFigure(fmt, 'ms', 120)).toBe('120 ms');
    expect(formatFigure(fmt, 'rate', 0.5)).toBe('50%');
    expect(formatFigure(fmt, 'perSecond', 20)).toBe('20/s');
    expect(formatFigure(fmt, 'count', null)).toBe('—');
  });
});
