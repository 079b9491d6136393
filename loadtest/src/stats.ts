/** What the tables show for one run (one scenario against one target). */
export interface LoadStats {
  label: string;
  requests: number;
  durationSec: number;
  errors: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending array (same definition as HdrHistogram's). */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  const index = Math.min(sortedAscending.length - 1, Math.max(0, rank - 1));
  return sortedAscending[index] ?? Number.NaN;
}

export function summarize(
  label: string,
  latenciesMs: readonly number[],
  durationSec: number,
  errors: number,
): LoadStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const mean =
    sorted.length === 0 ? Number.NaN : sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return {
    label,
    requests: sorted.length,
    durationSec,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean,
  };
}

export function requestsPerSecond(stats: LoadStats): number {
  return stats.durationSec > 0 ? stats.requests / stats.durationSec : Number.NaN;
}
