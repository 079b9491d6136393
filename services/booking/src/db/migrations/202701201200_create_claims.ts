import { sql, type Kysely } from 'kysely';

/**
 * Damage claims (decision 0051).
 * - `claims`: one row per claim a host opens on a booking. At most one `open` per booking (the
 *   partial unique index: two racing opens cannot both land); `(host_id, client_key)` is unique,
 *   so a resent open finds the claim it made. The status and decision columns agree by CHECKs.
 * - `claim_messages`: the host's, the guest's and admins' messages; only an admin's may be for
 *   one side alone. `(author_id, client_id)` is unique: a retried send lands once.
 * - `claim_photos`: uploads recorded by the BFF as their uploader's, then attached once to the
 *   uploader's own claim (no `message_id`) or message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE claims (
      id uuid PRIMARY KEY,
      booking_id uuid NOT NULL REFERENCES bookings (id),
      property_id uuid NOT NULL,
      host_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      listing_title text NOT NULL,
      amount_clp integer NOT NULL CHECK (amount_clp BETWEEN 1 AND 100000000),
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 4000),
      status text NOT NULL CHECK (status IN ('open', 'approved', 'rejected', 'withdrawn')),
      client_key uuid NOT NULL,
      stay_ended_at timestamptz NOT NULL,
      window_closes_at timestamptz NOT NULL,
      approved_clp integer,
      decision_note text CHECK (length(decision_note) BETWEEN 1 AND 1000),
      decided_by uuid,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (host_id, client_key),
      CHECK (approved_clp BETWEEN 1 AND amount_clp),
      CHECK ((status = 'open') = (decided_at IS NULL)),
      CHECK ((status = 'approved') = (approved_clp IS NOT NULL)),
      CHECK (status <> 'rejected' OR decision_note IS NOT NULL),
      CHECK (status NOT IN ('approved', 'rejected') OR decided_by IS NOT NULL)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX claims_one_open_idx ON claims (booking_id) WHERE status = 'open'`.execute(
    db,
  );
  await sql`CREATE INDEX claims_booking_idx ON claims (booking_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX claims_created_idx ON claims (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX claims_status_idx ON claims (status, created_at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE claim_messages (
      id uuid PRIMARY KEY,
      claim_id uuid NOT NULL REFERENCES claims (id),
      author_id uuid NOT NULL,
      author_role text NOT NULL CHECK (author_role IN ('host', 'guest', 'admin')),
      audience text NOT NULL CHECK (audience IN ('host', 'guest', 'both')),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
      client_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (author_id, client_id),
      CHECK (author_role = 'admin' OR audience = 'both')
    )`.execute(db);
  await sql`CREATE INDEX claim_messages_claim_idx ON claim_messages (claim_id, created_at, id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE claim_photos (
      id uuid PRIMARY KEY,
      uploader_id uuid NOT NULL,
      claim_id uuid REFERENCES claims (id),
      message_id uuid REFERENCES claim_messages (id),
      position smallint,
      photo jsonb NOT NULL,
      keys text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (message_id IS NULL OR claim_id IS NOT NULL),
      CHECK ((claim_id IS NULL) = (position IS NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX claim_photos_claim_idx ON claim_photos (claim_id, message_id, position)
      WHERE claim_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['claim_photos', 'claim_messages', 'claims']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
