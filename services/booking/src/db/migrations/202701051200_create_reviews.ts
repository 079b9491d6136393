import { sql, type Kysely } from 'kysely';

/**
 * Reviews (decision 0044): one per booking and side (`booking_id, author_role` is unique, so a
 * second review by the same author cannot be stored even by two racing requests). Categories are
 * a guest's only. `published_at` stays null while the review is hidden (double-blind); the
 * publish sweep finds unpublished reviews by `window_closes_at`. The lists read published guest
 * reviews of a listing, or of a host's listings, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reviews (
      id uuid PRIMARY KEY,
      booking_id uuid NOT NULL REFERENCES bookings (id),
      property_id uuid NOT NULL,
      host_id uuid NOT NULL,
      author_id uuid NOT NULL,
      subject_id uuid NOT NULL,
      author_role text NOT NULL CHECK (author_role IN ('guest', 'host')),
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      cleanliness smallint CHECK (cleanliness BETWEEN 1 AND 5),
      accuracy smallint CHECK (accuracy BETWEEN 1 AND 5),
      communication smallint CHECK (communication BETWEEN 1 AND 5),
      location smallint CHECK (location BETWEEN 1 AND 5),
      check_in smallint CHECK (check_in BETWEEN 1 AND 5),
      value smallint CHECK (value BETWEEN 1 AND 5),
      body text NOT NULL,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      window_closes_at timestamptz NOT NULL,
      published_at timestamptz,
      response_text text,
      responded_at timestamptz,
      UNIQUE (booking_id, author_role),
      CHECK ((author_role = 'guest') = (cleanliness IS NOT NULL AND accuracy IS NOT NULL
        AND communication IS NOT NULL AND location IS NOT NULL AND check_in IS NOT NULL
        AND value IS NOT NULL)),
      CHECK (response_text IS NULL OR (author_role = 'guest' AND published_at IS NOT NULL)),
      CHECK ((response_text IS NULL) = (responded_at IS NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX reviews_listing_published_idx ON reviews (property_id, published_at DESC, id DESC)
      WHERE author_role = 'guest' AND published_at IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX reviews_host_published_idx ON reviews (host_id, published_at DESC, id DESC)
      WHERE author_role = 'guest' AND published_at IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX reviews_unpublished_idx ON reviews (window_closes_at)
      WHERE published_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reviews`.execute(db);
}
