import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { summarize, type LoadStats } from './stats.js';

/** One statement as the listing service would send it (Kysely's compiled form). */
export interface Statement {
  name: string;
  sql: string;
  parameters: readonly unknown[];
}

export interface SqlLoadOptions {
  pool: pg.Pool;
  concurrency: number;
  durationSec: number;
  label: string;
  /** The statements of the next request (built before the clock starts for that request). */
  nextStatements: () => Promise<readonly Statement[]>;
}

/** A pool like the listing service's: unqualified names resolve in its schema. */
export function listingPool(databaseUrl: string, max: number): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max, options: '-c search_path=listing' });
}

/**
 * The same requests straight against Postgres: `concurrency` workers, each sending one request's
 * statements at a time (in parallel, as the service sends a page and its count) and timing them.
 */
export async function runSqlLoad(options: SqlLoadOptions): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const deadline = started + options.durationSec * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const statements = await options.nextStatements();
      const t0 = performance.now();
      try {
        await Promise.all(
          statements.map((s) => options.pool.query(s.sql, s.parameters as unknown[])),
        );
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (firstError !== undefined) console.error(`  ${options.label}: ${String(firstError)}`);
  return summarize(options.label, latencies, (performance.now() - started) / 1000, errors);
}
