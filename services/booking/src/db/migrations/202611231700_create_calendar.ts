import { sql, type Kysely } from 'kysely';

/**
 * A listing's calendar: one row of weekly rules and version per listing (created on its first
 * change; no row = the defaults in the README), and its date blocks as half-open local date
 * ranges. Blocks are kept merged by the service (overlapping or adjacent ranges become one), so a
 * listing's blocks never overlap; the exclusion constraint makes that a fact, not a hope.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendars (
      property_id uuid PRIMARY KEY,
      host_id uuid NOT NULL,
      time_zone text NOT NULL,
      blocked_weekdays smallint[] NOT NULL DEFAULT '{}',
      -- null until the host sets the hours: the default then depends on the listing's type.
      opening_hours jsonb,
      version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE calendar_blocks (
      id uuid PRIMARY KEY,
      property_id uuid NOT NULL REFERENCES calendars (property_id) ON DELETE CASCADE,
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date > start_date),
      note text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT calendar_blocks_no_overlap
        EXCLUDE USING gist (property_id WITH =, daterange(start_date, end_date, '[)') WITH &&)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS calendar_blocks`.execute(db);
  await sql`DROP TABLE IF EXISTS calendars`.execute(db);
}
