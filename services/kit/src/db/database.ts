import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { recordSpan } from '../telemetry/spans.js';

// bigint (int8) and numeric come back as strings by default; our amounts fit in JS numbers
// (CLP totals are far below 2^53), and exact integers are what the domain expects.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// Dates (no time) stay as 'YYYY-MM-DD' strings: a calendar date has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; every unqualified table name resolves there. */
  schema: string;
  logger: Logger;
  max?: number;
}

export interface Database<DB> {
  db: Kysely<DB>;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function assertSchemaName(schema: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
}

/** A pool whose connections use `search_path = <schema>`: no cross-schema SQL by construction. */
export function createDatabase<DB>({
  url,
  schema,
  logger,
  max = 10,
}: DatabaseOptions): Database<DB> {
  assertSchemaName(schema);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c search_path=${schema}`,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server (restart, network): the pool replaces it. pg-pool
  // attaches the whole client to the error, which would dump it into the log line.
  pool.on('error', (err) =>
    logger.warn(
      { err: { message: err.message, code: (err as { code?: unknown }).code } },
      'idle Postgres client error',
    ),
  );
  // A checked-out client whose server goes away (restart, admin shutdown) emits 'error' after its
  // query has already failed; unheard, that event would crash the process. The query's own
  // error is what the caller sees (UNAVAILABLE); the pool drops the dead client on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'Postgres connection lost'));
  });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event: LogEvent) => {
      const statement = event.query.sql.split(/\s+/, 1)[0]?.toUpperCase() ?? 'SQL';
      recordSpan(
        `pg ${statement}`,
        event.queryDurationMillis,
        { 'db.system': 'postgresql', 'db.namespace': schema, 'db.query.text': event.query.sql },
        event.level === 'error',
      );
      if (event.level === 'error')
        logger.debug({ err: event.error, sql: event.query.sql }, 'query failed');
    },
  });
  return {
    db,
    pool,
    close: async () => {
      await db.destroy();
    },
  };
}
