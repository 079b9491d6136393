import { connect, type NatsConnection } from 'nats';
import pg from 'pg';
import {
  createDatabaseIfMissing,
  databaseName,
  dropDatabase,
  maintenanceUrl,
} from '@arrendo/infra/deps';
import { streamNameFor } from '@arrendo/kit';

/** What the bench database holds, written once the generation has fully caught up. */
export interface DatasetMarker {
  version: string;
  listings: number;
  events: number;
  generatedAt: Date;
  generationMs: number;
}

const MARKER_TABLE = 'bench_dataset.marker';

async function databaseExists(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName(databaseUrl),
    ]);
    return found.rowCount !== 0;
  } finally {
    await client.end();
  }
}

/** The marker, or null when the database or its marker is missing (never generated, or cut short). */
export async function readMarker(databaseUrl: string): Promise<DatasetMarker | null> {
  if (!(await databaseExists(databaseUrl))) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query(`SELECT to_regclass($1) AS t`, [MARKER_TABLE]);
    if (table.rows[0]?.t === null) return null;
    const { rows } = await client.query<{
      version: string;
      listings: number;
      events: number;
      generated_at: Date;
      generation_ms: number;
    }>(`SELECT version, listings, events, generated_at, generation_ms FROM ${MARKER_TABLE}`);
    const row = rows[0];
    return row
      ? {
          version: row.version,
          listings: row.listings,
          events: row.events,
          generatedAt: row.generated_at,
          generationMs: row.generation_ms,
        }
      : null;
  } finally {
    await client.end();
  }
}

export async function writeMarker(databaseUrl: string, marker: DatasetMarker): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE SCHEMA IF NOT EXISTS bench_dataset');
    await client.query(`CREATE TABLE IF NOT EXISTS ${MARKER_TABLE} (
      version text NOT NULL, listings integer NOT NULL, events integer NOT NULL,
      generated_at timestamptz NOT NULL, generation_ms integer NOT NULL)`);
    await client.query(`DELETE FROM ${MARKER_TABLE}`);
    await client.query(
      `INSERT INTO ${MARKER_TABLE} (version, listings, events, generated_at, generation_ms)
       VALUES ($1, $2, $3, $4, $5)`,
      [marker.version, marker.listings, marker.events, marker.generatedAt, marker.generationMs],
    );
  } finally {
    await client.end();
  }
}

/**
 * A clean slate for a new generation: the bench database is dropped and made again, and the
 * JetStream streams under the bench prefix are deleted (their consumers' positions would
 * otherwise point past events the new database has never seen). Only the bench's own names.
 */
export async function resetBenchData(options: {
  databaseUrl: string;
  natsUrl: string;
  prefix: string;
}): Promise<void> {
  const name = databaseName(options.databaseUrl);
  if (!/^arrendo_bench/.test(name)) {
    throw new Error(
      `refusing to drop ${name}: the bench only resets databases named arrendo_bench…`,
    );
  }
  await dropDatabase(options.databaseUrl);
  await createDatabaseIfMissing(options.databaseUrl);
  const streamPrefix = streamNameFor(options.prefix, 'x').slice(0, -1);
  let nc: NatsConnection | undefined;
  try {
    nc = await connect({ servers: options.natsUrl });
    const jsm = await nc.jetstreamManager();
    for await (const info of jsm.streams.list()) {
      if (info.config.name.startsWith(streamPrefix)) await jsm.streams.delete(info.config.name);
    }
  } finally {
    await nc?.close();
  }
}
