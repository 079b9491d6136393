import { requestsPerSecond, type LoadStats } from './stats.js';

function cell(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

/**
 * The side-by-side table: the same listing query through the whole system (browser-facing HTTP
 * → BFF → NATS → listing service → Postgres) and straight against Postgres, and their ratio.
 */
export function renderComparison(system: LoadStats, direct: LoadStats): string {
  const header = ['', 'req/s', 'mean ms', 'p50 ms', 'p97.5 ms', 'p99 ms', 'requests', 'errors'];
  const row = (s: LoadStats): string[] => [
    s.label,
    cell(requestsPerSecond(s), 0),
    cell(s.mean, 2),
    cell(s.p50, 2),
    cell(s.p97_5, 2),
    cell(s.p99, 2),
    String(s.requests),
    String(s.errors),
  ];
  const ratio = (a: number, b: number): string =>
    b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(1)}×` : '–';
  const overhead = [
    'overhead (system ÷ direct)',
    // Throughput: how many times more queries Postgres alone serves than the whole path.
    ratio(requestsPerSecond(direct), requestsPerSecond(system)),
    ratio(system.mean, direct.mean),
    ratio(system.p50, direct.p50),
    ratio(system.p97_5, direct.p97_5),
    ratio(system.p99, direct.p99),
    '',
    '',
  ];
  const rows = [header, row(system), row(direct), overhead];
  const widths = header.map((_, column) => Math.max(...rows.map((r) => (r[column] ?? '').length)));
  const line = (r: string[]): string =>
    r
      .map((value, column) =>
        column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = '-'.repeat(widths.reduce((sum, w) => sum + w + 2, -2));
  return [line(header), rule, line(row(system)), line(row(direct)), rule, line(overhead)].join(
    '\n',
  );
}
