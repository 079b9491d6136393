import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { summarize, type LoadStats } from './stats.js';

// What the listing service runs for `rpc.listing.property.list` with limit 24 and no filter:
// the page (limit + 1 rows, to know whether there is a next page; every column, plus the
// cursor text) and the total, in parallel.
export const LIST_SQL = `
  SELECT *, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_created_at
  FROM listing.properties
  WHERE status = 'published'
  ORDER BY created_at DESC, id DESC
  LIMIT 25`;
export const COUNT_SQL = `SELECT count(*) AS n FROM listing.properties WHERE status = 'published'`;

/** Runs the query pair from `concurrency` workers for `durationSec`, timing each pair. */
export async function runSqlLoad({
  databaseUrl,
  concurrency,
  durationSec,
  label,
}: {
  databaseUrl: string;
  concurrency: number;
  durationSec: number;
  label: string;
}): Promise<LoadStats> {
  // Two connections per worker: the list and the count run at the same time, as in the service.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency * 2 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationSec * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await Promise.all([pool.query(LIST_SQL), pool.query(COUNT_SQL)]);
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await pool.end();
  }
  return summarize(label, latencies, (performance.now() - started) / 1000, errors);
}
