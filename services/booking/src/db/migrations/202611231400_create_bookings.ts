import { sql, type Kysely } from 'kysely';

/**
 * One table for stays and hourly bookings: both occupy a `tstzrange` of the same listing, so one
 * exclusion constraint keeps every calendar free of double bookings, whatever the mix. Only
 * pending and confirmed rows occupy it; a lapsed hold stops blocking once it is marked expired
 * (the hold command does that for its listing before it inserts, so it never waits for a sweep).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Database-wide; in public so every schema's search_path finds it (infra/postgres/init.sql).
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public`.execute(db);
  await sql`
    CREATE TABLE bookings (
      id uuid PRIMARY KEY,
      property_id uuid NOT NULL,
      host_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired')),
      kind text NOT NULL CHECK (kind IN ('stay', 'hourly')),
      guests integer NOT NULL CHECK (guests > 0),
      check_in date,
      check_out date,
      local_date date,
      start_time time,
      hours integer CHECK (hours > 0),
      time_zone text NOT NULL,
      period tstzrange NOT NULL
        CHECK (NOT isempty(period) AND lower_inc(period) AND NOT upper_inc(period)),
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (
        (kind = 'stay' AND check_in IS NOT NULL AND check_out > check_in
          AND local_date IS NULL AND start_time IS NULL AND hours IS NULL)
        OR (kind = 'hourly' AND local_date IS NOT NULL AND start_time IS NOT NULL
          AND hours IS NOT NULL AND check_in IS NULL AND check_out IS NULL)
      ),
      CHECK ((status = 'pending') = (expires_at IS NOT NULL)),
      CONSTRAINT bookings_no_overlap EXCLUDE USING gist (property_id WITH =, period WITH &&)
        WHERE (status IN ('pending', 'confirmed'))
    )`.execute(db);
  await sql`CREATE INDEX bookings_pending_expiry_idx ON bookings (expires_at) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX bookings_guest_idx ON bookings (guest_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX bookings_host_idx ON bookings (host_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS bookings`.execute(db);
}
