import { z } from 'zod';
import type { StressMetrics, StressTrend } from '@arrendo/contracts';

const num = z.number().finite();

const Trend = z
  .object({
    avg: num.optional(),
    min: num.optional(),
    med: num.optional(),
    max: num.optional(),
    'p(50)': num.optional(),
    'p(95)': num.optional(),
    'p(99)': num.optional(),
  })
  .loose();
const Counter = z.object({ count: num, rate: num }).loose();
/** A k6 Rate in the summary export: `passes` counts true values (for http_req_failed: failures). */
const Rate = z.object({ passes: num, fails: num, value: num.optional() }).loose();
const Gauge = z.object({ value: num.optional(), min: num.optional(), max: num.optional() }).loose();

/** The parts of `k6 run --summary-export` this reads (the legacy export format). */
export const K6SummaryExport = z.object({
  metrics: z
    .object({
      http_req_duration: Trend.optional(),
      http_req_failed: Rate.optional(),
      http_reqs: Counter.optional(),
      iterations: Counter.optional(),
      vus: Gauge.optional(),
      vus_max: Gauge.optional(),
    })
    .loose(),
});
export type K6SummaryExport = z.infer<typeof K6SummaryExport>;

const round = (ms: number): number => Math.round(ms * 100) / 100;
const orNull = (v: number | undefined): number | null => (v === undefined ? null : round(v));

function trend(t: z.infer<typeof Trend> | undefined): StressTrend {
  return {
    avg: orNull(t?.avg),
    min: orNull(t?.min),
    max: orNull(t?.max),
    'p(50)': orNull(t?.['p(50)'] ?? t?.med),
    'p(95)': orNull(t?.['p(95)']),
    'p(99)': orNull(t?.['p(99)']),
  };
}

/**
 * k6's end-of-test summary in the run's shape: the same names, a Rate's `passes` as failed
 * requests out of `passes + fails`, the most virtual users as `vus`. A metric k6 left out (no
 * request was made) reads as zero or null, never as a made-up figure.
 */
export function metricsFromK6Summary(summary: K6SummaryExport): StressMetrics {
  const m = summary.metrics;
  const failed = m.http_req_failed;
  const total = failed ? failed.passes + failed.fails : 0;
  return {
    http_reqs: { count: m.http_reqs?.count ?? 0, rate: round(m.http_reqs?.rate ?? 0) },
    http_req_duration: trend(m.http_req_duration),
    http_req_failed: {
      rate: total === 0 ? 0 : (failed?.passes ?? 0) / total,
      trues: failed?.passes ?? 0,
      total,
    },
    iterations: { count: m.iterations?.count ?? 0, rate: round(m.iterations?.rate ?? 0) },
    vus: Math.round(m.vus_max?.max ?? m.vus_max?.value ?? m.vus?.max ?? 0),
  };
}
