import { cell, ratioRow, statsRow, table } from '../report.js';
import type { LoadStats } from '../stats.js';
import type { ContentionTally } from './contention.js';

/** Holds on distinct slots: through the BFF, and the same inserts as raw SQL (either may be absent). */
export interface HoldRateResult {
  title: string;
  bff?: LoadStats;
  sql?: LoadStats;
}

export function renderHoldRates(results: readonly HoldRateResult[]): string {
  const rows: string[][] = [
    ['', 'holds/s', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'holds', 'errors'],
  ];
  results.forEach((r, i) => {
    if (i > 0) rows.push(['—']);
    rows.push([r.title, '', '', '', '', '', '', '']);
    if (r.bff) rows.push(statsRow('  BFF (POST /api/bookings)', r.bff));
    if (r.sql) rows.push(statsRow('  raw SQL (INSERT … ON CONFLICT DO NOTHING)', r.sql));
    if (r.bff && r.sql) {
      // Throughput the other way round: how many times more Postgres alone takes.
      rows.push(ratioRow('  BFF ÷ SQL', r.bff, r.sql));
    }
  });
  return table(rows);
}

/** One line per contention run: winners, losers, the rest, latency over all, and the verdict. */
export function renderContention(tallies: readonly ContentionTally[]): string {
  const rows: string[][] = [
    ['', 'at once', 'won', 'lost', 'other', 'p50 ms', 'p95 ms', 'max ms', 'rows after', ''],
  ];
  for (const t of tallies) {
    const other = Object.values(t.other).reduce((sum, n) => sum + n, 0);
    const ok = t.won === 1 && (t.rowsAfter === undefined || t.rowsAfter === 1);
    rows.push([
      t.title,
      String(t.contenders),
      String(t.won),
      String(t.lost),
      String(other),
      cell(t.p50, 2),
      cell(t.p95, 2),
      cell(t.max, 2),
      t.rowsAfter === undefined ? '–' : String(t.rowsAfter),
      ok ? '✓ one winner' : '✗ NOT ONE WINNER',
    ]);
  }
  return table(rows);
}
