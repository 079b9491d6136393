import { requestsPerSecond, type LoadStats } from './stats.js';

/** The issue's target on the 2-core machine: p95 through the BFF, and its ratio to raw SQL. */
export const TARGET = { p95Ms: 25, ratio: 1.5 } as const;

export interface ScenarioResult {
  title: string;
  bff: LoadStats;
  /** Absent when the SQL side could not run (no statements for this scenario). */
  sql?: LoadStats;
}

export function cell(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

export function ratio(a: number, b: number): number {
  return b > 0 ? a / b : Number.NaN;
}

export function times(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';
}

export function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]): string =>
    r
      .map((v, c) => (c === 0 ? v.padEnd(widths[c] ?? 0) : v.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, w) => sum + w + 2, -2));
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map((r) => (r[0] === '—' ? rule : line(r)))].join('\n');
}

/**
 * Per scenario: the BFF line (HTTP → BFF → NATS → listing service → Postgres), the raw SQL line
 * (the service's statements straight against Postgres) and their ratio.
 */
/** A table row of one run's figures: rate, mean and percentiles, requests and errors. */
export function statsRow(label: string, s: LoadStats): string[] {
  return [
    label,
    cell(requestsPerSecond(s), 0),
    cell(s.mean, 2),
    cell(s.p50, 2),
    cell(s.p95, 2),
    cell(s.p99, 2),
    String(s.requests),
    String(s.errors),
  ];
}

/** How many times the first run's figures are the second's (throughput the other way round). */
export function ratioRow(label: string, through: LoadStats, floor: LoadStats): string[] {
  return [
    label,
    times(ratio(requestsPerSecond(floor), requestsPerSecond(through))),
    times(ratio(through.mean, floor.mean)),
    times(ratio(through.p50, floor.p50)),
    times(ratio(through.p95, floor.p95)),
    times(ratio(through.p99, floor.p99)),
    '',
    '',
  ];
}

export function renderResults(results: readonly ScenarioResult[]): string {
  const rows: string[][] = [
    ['', 'req/s', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors'],
  ];
  results.forEach((r, i) => {
    if (i > 0) rows.push(['—']);
    rows.push([r.title, '', '', '', '', '', '', '']);
    rows.push(statsRow('  BFF (GET /api/search)', r.bff));
    if (r.sql) {
      rows.push(statsRow('  raw SQL', r.sql));
      // Throughput the other way round: how many times more Postgres alone serves.
      rows.push(ratioRow('  BFF ÷ SQL', r.bff, r.sql));
    }
  });
  return table(rows);
}

/** One line per scenario against the target: printed, never asserted. */
export function renderTargets(results: readonly ScenarioResult[]): string {
  const mark = (ok: boolean): string => (ok ? '✓' : '✗');
  return results
    .map((r) => {
      const p95 = `${mark(r.bff.p95 <= TARGET.p95Ms)} p95 ${cell(r.bff.p95, 1)} ms ≤ ${TARGET.p95Ms} ms`;
      const sqlP95 = r.sql?.p95 ?? Number.NaN;
      const overhead = r.sql
        ? `${mark(r.bff.p95 <= TARGET.ratio * sqlP95)} ${times(ratio(r.bff.p95, sqlP95))} raw SQL's p95 ≤ ${TARGET.ratio}×`
        : 'no SQL comparison';
      const errors = r.bff.errors + (r.sql?.errors ?? 0);
      return `${p95}   ${overhead}${errors > 0 ? `   (${errors} errors)` : ''}   ${r.title}`;
    })
    .join('\n');
}
