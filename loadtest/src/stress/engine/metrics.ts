import type { StressMetrics, StressSample, StressTrend } from '@arrendo/contracts';
import { percentile } from '../../stats.js';

const round = (ms: number): number => Math.round(ms * 100) / 100;

/** A k6 Trend's figures over `values` (ms), null while there are none. */
export function trendOf(values: readonly number[]): StressTrend {
  if (values.length === 0) {
    return { avg: null, min: null, max: null, 'p(50)': null, 'p(95)': null, 'p(99)': null };
  }
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((total, v) => total + v, 0);
  return {
    avg: round(sum / sorted.length),
    min: round(sorted[0] as number),
    max: round(sorted[sorted.length - 1] as number),
    'p(50)': round(percentile(sorted, 50)),
    'p(95)': round(percentile(sorted, 95)),
    'p(99)': round(percentile(sorted, 99)),
  };
}

/** One answered (or failed) request, as k6 records `http_req_duration` and `http_req_failed`. */
export interface RequestRecord {
  durationMs: number;
  /** Not one of the step's expected statuses (or no answer at all). */
  failed: boolean;
  /** `201`, `409`…, or `error` when there was no answer. */
  status: string;
}

/**
 * What a run has measured so far: every request, iteration and delivery, plus the current
 * second's share for the live chart. Not thread-safe, not needed: one event loop.
 */
export class MetricsCollector {
  private readonly durations: number[] = [];
  private readonly deliveries: number[] = [];
  private failed = 0;
  private iterations = 0;
  private readonly statuses = new Map<string, number>();
  private second: { durations: number[]; failed: number } = { durations: [], failed: 0 };

  constructor(private readonly measuresDelivery: boolean) {}

  request(record: RequestRecord): void {
    this.durations.push(record.durationMs);
    this.second.durations.push(record.durationMs);
    if (record.failed) {
      this.failed++;
      this.second.failed++;
    }
    this.statuses.set(record.status, (this.statuses.get(record.status) ?? 0) + 1);
  }

  iteration(): void {
    this.iterations++;
  }

  delivery(ms: number): void {
    this.deliveries.push(ms);
  }

  /** The figures so far, over `elapsedSeconds` (for the rates). */
  metrics(elapsedSeconds: number, vus: number): StressMetrics {
    const seconds = Math.max(elapsedSeconds, 1e-9);
    const total = this.durations.length;
    return {
      http_reqs: { count: total, rate: round(total / seconds) },
      http_req_duration: trendOf(this.durations),
      http_req_failed: { rate: total === 0 ? 0 : this.failed / total, trues: this.failed, total },
      iterations: { count: this.iterations, rate: round(this.iterations / seconds) },
      vus,
      ...(this.measuresDelivery ? { message_delivery_duration: trendOf(this.deliveries) } : {}),
    };
  }

  /** The second that just ended, for the chart; the next one starts empty. */
  closeSecond(second: number, vus: number): StressSample {
    const { durations, failed } = this.second;
    this.second = { durations: [], failed: 0 };
    return {
      second,
      vus,
      requests: durations.length,
      failed,
      p95Ms: durations.length === 0 ? null : trendOf(durations)['p(95)'],
    };
  }

  statusCounts(): Record<string, number> {
    return Object.fromEntries(this.statuses);
  }
}
