import { describe, expect, it } from 'vitest';
import { MetricsCollector, trendOf } from './metrics.js';
import { evaluateThresholds, k6Thresholds } from './thresholds.js';

describe('trendOf', () => {
  it('gives nearest-rank percentiles, the mean and the extremes, in ms', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(trendOf(values)).toEqual({
      avg: 50.5,
      min: 1,
      max: 100,
      'p(50)': 50,
      'p(95)': 95,
      'p(99)': 99,
    });
  });

  it('is null throughout without a sample', () => {
    expect(trendOf([])['p(95)']).toBeNull();
    expect(trendOf([]).avg).toBeNull();
  });
});

describe('MetricsCollector', () => {
  it('counts statuses and failures, and starts each second empty', () => {
    const metrics = new MetricsCollector(true);
    metrics.request({ durationMs: 10, failed: false, status: '201' });
    metrics.request({ durationMs: 30, failed: false, status: '409' });
    metrics.request({ durationMs: 50, failed: true, status: '429' });
    metrics.iteration();
    metrics.delivery(120);
    expect(metrics.closeSecond(1, 3)).toEqual({
      second: 1,
      vus: 3,
      requests: 3,
      failed: 1,
      p95Ms: 50,
    });
    expect(metrics.closeSecond(2, 3)).toEqual({
      second: 2,
      vus: 3,
      requests: 0,
      failed: 0,
      p95Ms: null,
    });
    const figures = metrics.metrics(2, 3);
    expect(figures.http_reqs).toEqual({ count: 3, rate: 1.5 });
    expect(figures.http_req_failed).toEqual({ rate: 1 / 3, trues: 1, total: 3 });
    expect(figures.message_delivery_duration?.['p(50)']).toBe(120);
    expect(metrics.statusCounts()).toEqual({ '201': 1, '409': 1, '429': 1 });
  });
});

describe('thresholds', () => {
  const thresholds = { p95Ms: 100, errorRate: 0.05 };

  it("are k6's expressions", () => {
    expect(k6Thresholds(thresholds, true)).toEqual({
      http_req_duration: ['p(95)<100'],
      http_req_failed: ['rate<0.05'],
      message_delivery_duration: ['p(95)<100'],
    });
  });

  it('pass under the marks and fail on them, and a run without requests does not pass', () => {
    const fast = new MetricsCollector(false);
    for (let i = 0; i < 20; i++) fast.request({ durationMs: 50, failed: false, status: '201' });
    expect(evaluateThresholds(thresholds, fast.metrics(1, 1)).map((t) => t.ok)).toEqual([
      true,
      true,
    ]);

    const slow = new MetricsCollector(false);
    for (let i = 0; i < 20; i++) slow.request({ durationMs: 100, failed: i === 0, status: '201' });
    expect(evaluateThresholds(thresholds, slow.metrics(1, 1))).toEqual([
      { metric: 'http_req_duration', expression: 'p(95)<100', ok: false },
      { metric: 'http_req_failed', expression: 'rate<0.05', ok: false },
    ]);

    const empty = new MetricsCollector(false);
    expect(evaluateThresholds(thresholds, empty.metrics(1, 0)).some((t) => t.ok)).toBe(false);
  });
});
