import pg from 'pg';
import { describeError } from './local.js';

/** The same server, but the maintenance database, from where databases are created and dropped. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (name === '') throw new Error(`DATABASE_URL has no database name: ${databaseUrl}`);
  return name;
}

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(databaseUrl: string): Promise<string | null> {
  try {
    await withClient(maintenanceUrl(databaseUrl), (client) => client.query('SELECT 1'));
    return null;
  } catch (error) {
    return describeError(error);
  }
}

/** Returns true when the database had to be created. */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  return withClient(maintenanceUrl(databaseUrl), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount !== 0) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
      return true;
    } catch (error) {
      // Two launchers racing on the same name: the other one created it, which is what we wanted.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withClient(maintenanceUrl(databaseUrl), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}
