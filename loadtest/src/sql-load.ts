import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { summarize, type LoadStats } from './stats.js';

/** One statement as the listing service would send it (Kysely's compiled form). */
export interface Statement {
  name: string;
  sql: string;
  parameters: readonly unknown[];
  /** `set local …` run first in one transaction (`begin; <settings>`, statement, `commit`). */
  settings: readonly string[];
}

/**
 * One search as the listing service runs it: its statements at once (the page and, when the
 * plan counts apart, the count), then a follow-up built from the page's rows (the page's
 * listings read by id).
 */
export interface SqlRequest {
  /** The plan the service's density grid chose. */
  plan: string;
  statements: readonly Statement[];
  followUp?: (pageRows: readonly Record<string, unknown>[]) => Statement | null;
}

export interface SqlLoadOptions {
  pool: pg.Pool;
  concurrency: number;
  durationSec: number;
  label: string;
  /** The next request (built before the clock starts for it). */
  nextRequest: () => Promise<SqlRequest>;
}

/** A pool like the listing service's: unqualified names resolve in its schema. */
export function listingPool(databaseUrl: string, max: number): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max, options: '-c search_path=listing' });
}

/**
 * The same requests straight against Postgres: `concurrency` workers, each sending one request at
 * a time (its statements in parallel, as the service does, then the follow-up) and timing it.
 */
export async function runSqlLoad(options: SqlLoadOptions): Promise<LoadStats> {
  return runTimedLoad({
    concurrency: options.concurrency,
    durationSec: options.durationSec,
    label: options.label,
    prepare: options.nextRequest,
    run: (request) => runRequest(options.pool, request),
  });
}

export interface TimedLoadOptions<T> {
  concurrency: number;
  durationSec: number;
  label: string;
  /** Builds the next unit of work before the clock starts for it. */
  prepare: () => Promise<T>;
  /** The timed part. */
  run: (work: T) => Promise<unknown>;
}

/** `concurrency` workers, each running one unit of work at a time and timing it, until the end. */
export async function runTimedLoad<T>(options: TimedLoadOptions<T>): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const deadline = started + options.durationSec * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const work = await options.prepare();
      const t0 = performance.now();
      try {
        await options.run(work);
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

/** One statement as the listing service runs it (`runPlanned` in its search statements). */
export async function runStatement(
  pool: pg.Pool,
  statement: Statement,
): Promise<pg.QueryResult<Record<string, unknown>>> {
  if (statement.settings.length === 0) {
    return pool.query(statement.sql, statement.parameters as unknown[]);
  }
  const client = await pool.connect();
  try {
    await client.query(['begin', ...statement.settings].join('; '));
    try {
      const result = await client.query(statement.sql, statement.parameters as unknown[]);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

export async function runRequest(pool: pg.Pool, request: SqlRequest): Promise<void> {
  const results = await Promise.all(request.statements.map((s) => runStatement(pool, s)));
  const followUp = request.followUp?.(results[0]?.rows ?? []);
  if (followUp) await runStatement(pool, followUp);
}
