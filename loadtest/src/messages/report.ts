import { cell, table } from '../report.js';
import { requestsPerSecond, type LoadStats } from '../stats.js';

/** The figures on the 2-core machine: delivery p95 at 200 streams, and the step limit. */
export const MESSAGES_TARGET = { p95Ms: 150, stepLimitMs: 500 } as const;

export interface MessageRun {
  /** Messages/s asked for. */
  rate: number;
  stats: LoadStats;
  /** The 1-minute load average when the run ended. */
  load: number;
}

/** One row per run: the rate asked and delivered, the latency percentiles, errors, load. */
export function renderMessageRuns(runs: readonly MessageRun[]): string {
  const rows: string[][] = [
    [
      'messages/s',
      'delivered/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'delivered',
      'errors',
      'load 1 min',
    ],
  ];
  for (const r of runs) {
    rows.push([
      String(r.rate),
      cell(requestsPerSecond(r.stats), 1),
      cell(r.stats.p50, 1),
      cell(r.stats.p95, 1),
      cell(r.stats.p99, 1),
      String(r.stats.requests),
      String(r.stats.errors),
      r.load.toFixed(2),
    ]);
  }
  return table(rows);
}
