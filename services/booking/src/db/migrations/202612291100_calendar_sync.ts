import { sql, type Kysely } from 'kysely';

/**
 * Calendar sync. `calendar_feeds`: each listing's export secret (a read-only capability to its
 * busy dates, so it is stored as is and shown back to the host, like a calendar app's private
 * address; replacing it revokes the old URL). `calendar_imports`: outside calendars a listing
 * follows. `calendar_import_busy`: the days each one holds busy now, merged per import, replaced
 * whole at each successful refresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendar_feeds (
      property_id uuid PRIMARY KEY,
      host_id uuid NOT NULL,
      token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE calendar_imports (
      id uuid PRIMARY KEY,
      property_id uuid NOT NULL,
      host_id uuid NOT NULL,
      name text NOT NULL,
      url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_synced_at timestamptz,
      last_error text,
      UNIQUE (property_id, url)
    )`.execute(db);
  await sql`CREATE INDEX calendar_imports_synced_idx ON calendar_imports (last_synced_at NULLS FIRST)`.execute(
    db,
  );
  await sql`
    CREATE TABLE calendar_import_busy (
      import_id uuid NOT NULL REFERENCES calendar_imports (id) ON DELETE CASCADE,
      property_id uuid NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date > start_date),
      PRIMARY KEY (import_id, start_date)
    )`.execute(db);
  await sql`
    CREATE INDEX calendar_import_busy_property_idx
      ON calendar_import_busy (property_id, start_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_import_busy', 'calendar_imports', 'calendar_feeds']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
