import { sql, type Kysely } from 'kysely';

/**
 * Conversations (one per listing and guest, with the people's and the listing's snapshots as
 * they were when it opened), messages (idempotent per sender and client id), their photos
 * (owned by the uploader until a message of theirs uses them), reports, quick replies, the
 * booking projection that gives a conversation its trip, and the per-user live events the SSE
 * streams replay from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      host_id uuid NOT NULL,
      guest_first_name text NOT NULL,
      guest_avatar_url text,
      host_first_name text NOT NULL,
      host_avatar_url text,
      listing_title text NOT NULL,
      listing_photo_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT conversations_one_per_guest UNIQUE (listing_id, guest_id),
      CONSTRAINT conversations_two_people CHECK (guest_id <> host_id)
    )`.execute(db);
  await sql`CREATE INDEX conversations_guest ON conversations (guest_id, updated_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX conversations_host ON conversations (host_id, updated_at DESC, id DESC)`.execute(
    db,
  );

  // From booking events (and a booking a conversation was opened from). An event may come
  // before the conversation exists, or before the booking's first event (guest unknown yet).
  await sql`
    CREATE TABLE bookings (
      id uuid PRIMARY KEY,
      listing_id uuid NOT NULL,
      guest_id uuid,
      status text NOT NULL
        CHECK (status IN ('pending', 'requested', 'confirmed', 'cancelled', 'declined', 'expired')),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX bookings_listing_guest ON bookings (listing_id, guest_id, starts_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      sender_id uuid NOT NULL,
      recipient_id uuid NOT NULL,
      client_id uuid NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz,
      removed_at timestamptz,
      CONSTRAINT messages_client_id UNIQUE (sender_id, client_id)
    )`.execute(db);
  await sql`CREATE INDEX messages_thread ON messages (conversation_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX messages_unread ON messages (recipient_id, conversation_id) WHERE read_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX messages_sender_recent ON messages (sender_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE message_photos (
      id uuid PRIMARY KEY,
      uploader_id uuid NOT NULL,
      message_id uuid REFERENCES messages (id) ON DELETE CASCADE,
      position smallint,
      photo jsonb NOT NULL,
      keys text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX message_photos_message ON message_photos (message_id, position) WHERE message_id IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE message_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL,
      reason text NOT NULL CHECK (reason IN ('spam', 'scam', 'offensive', 'off_platform', 'other')),
      details text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT message_reports_once UNIQUE (message_id, reporter_id)
    )`.execute(db);
  await sql`CREATE INDEX message_reports_newest ON message_reports (created_at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE quick_replies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX quick_replies_user ON quick_replies (user_id, created_at)`.execute(db);

  // One row per recipient of a live event; `seq` is the SSE id. Writers take a per-user
  // advisory lock first, so one user's rows commit in seq order and a replay never skips one.
  await sql`
    CREATE TABLE live_events (
      seq bigserial PRIMARY KEY,
      user_id uuid NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX live_events_user ON live_events (user_id, seq)`.execute(db);
  await sql`CREATE INDEX live_events_created ON live_events (created_at)`.execute(db);

  // The trip stage of a conversation's booking, in one place for the list's filter and its rows.
  await sql`
    CREATE FUNCTION trip_stage(status text, starts_at timestamptz, ends_at timestamptz, at timestamptz)
    RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE
        WHEN status IS NULL OR status = 'pending' THEN 'inquiry'
        WHEN status = 'requested' THEN 'requested'
        WHEN status = 'confirmed' AND at < starts_at THEN 'upcoming'
        WHEN status = 'confirmed' AND at < ends_at THEN 'current'
        WHEN status = 'confirmed' THEN 'past'
        ELSE 'cancelled'
      END
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS trip_stage(text, timestamptz, timestamptz, timestamptz)`.execute(
    db,
  );
  for (const table of [
    'live_events',
    'quick_replies',
    'message_reports',
    'message_photos',
    'messages',
    'bookings',
    'conversations',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
