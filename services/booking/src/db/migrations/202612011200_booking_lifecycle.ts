import { sql, type Kysely } from 'kysely';

/**
 * The booking lifecycle (Booking and payments): the listing as booked and the quote are fixed on
 * the hold; the payment's state and amounts follow the payment events; a request waits for its
 * host (`requested`, with its own expiry); a cancellation records who, why and the refund.
 *
 * Rows written before this migration (development holds, never paid: nothing could confirm them
 * then) keep `listing`/`quote` null; the service never shows them (see the README). The new
 * status `requested` occupies the calendar like `pending` and `confirmed`, so the exclusion
 * constraint is re-created with it. `closed_at` is when a booking left the active statuses: the
 * cancelled tabs sort on it (later payment news must not reorder them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      ADD COLUMN listing jsonb,
      ADD COLUMN quote jsonb,
      ADD COLUMN total_clp integer CHECK (total_clp >= 0),
      ADD COLUMN payment_state text NOT NULL DEFAULT 'unpaid' CHECK (payment_state IN
        ('unpaid', 'authorized', 'paid', 'refund_pending', 'partially_refunded', 'refunded')),
      ADD COLUMN payment_provider text CHECK (payment_provider IN ('stripe', 'payku', 'dev')),
      ADD COLUMN payment_id uuid,
      ADD COLUMN paid_clp integer NOT NULL DEFAULT 0 CHECK (paid_clp >= 0),
      ADD COLUMN refunded_clp integer NOT NULL DEFAULT 0 CHECK (refunded_clp >= 0),
      ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('guest', 'host', 'system')),
      ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('guest_cancelled', 'host_cancelled',
        'host_declined', 'request_expired', 'slot_lost')),
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN refund_percent integer CHECK (refund_percent BETWEEN 0 AND 100),
      ADD COLUMN refund_clp integer CHECK (refund_clp >= 0),
      ADD COLUMN confirmed_at timestamptz,
      ADD COLUMN closed_at timestamptz`.execute(db);
  await sql`UPDATE bookings SET closed_at = updated_at WHERE status IN ('cancelled', 'expired')`.execute(
    db,
  );
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_status_check,
      ADD CONSTRAINT bookings_status_check CHECK (status IN
        ('pending', 'requested', 'confirmed', 'cancelled', 'declined', 'expired')),
      DROP CONSTRAINT bookings_check1,
      ADD CONSTRAINT bookings_expiry_check
        CHECK ((status IN ('pending', 'requested')) = (expires_at IS NOT NULL)),
      ADD CONSTRAINT bookings_cancellation_check CHECK (
        (cancelled_by IS NULL) = (cancel_reason IS NULL)
        AND (cancelled_by IS NULL) = (cancelled_at IS NULL)
        AND (cancelled_by IS NULL) = (refund_clp IS NULL)
        AND (cancelled_by IS NULL) = (refund_percent IS NULL)
        AND (cancelled_by IS NULL OR status IN ('cancelled', 'declined'))),
      DROP CONSTRAINT bookings_no_overlap,
      ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (property_id WITH =, period WITH &&)
        WHERE (status IN ('pending', 'requested', 'confirmed'))`.execute(db);
  await sql`CREATE INDEX bookings_request_expiry_idx ON bookings (expires_at) WHERE status = 'requested'`.execute(
    db,
  );
  await sql`CREATE INDEX bookings_guest_start_idx ON bookings (guest_id, lower(period))`.execute(
    db,
  );
  await sql`CREATE INDEX bookings_host_start_idx ON bookings (host_id, lower(period))`.execute(db);
}

/** Only for a database without requested or declined bookings (they fit no old constraint). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_host_start_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_guest_start_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_request_expiry_idx`.execute(db);
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_no_overlap,
      DROP CONSTRAINT bookings_cancellation_check,
      DROP CONSTRAINT bookings_expiry_check,
      DROP CONSTRAINT bookings_status_check,
      ADD CONSTRAINT bookings_status_check
        CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired')),
      ADD CONSTRAINT bookings_check1 CHECK ((status = 'pending') = (expires_at IS NOT NULL)),
      ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (property_id WITH =, period WITH &&)
        WHERE (status IN ('pending', 'confirmed')),
      DROP COLUMN listing, DROP COLUMN quote, DROP COLUMN total_clp, DROP COLUMN payment_state,
      DROP COLUMN payment_provider, DROP COLUMN payment_id, DROP COLUMN paid_clp,
      DROP COLUMN refunded_clp, DROP COLUMN cancelled_by, DROP COLUMN cancel_reason,
      DROP COLUMN cancelled_at, DROP COLUMN refund_percent, DROP COLUMN refund_clp,
      DROP COLUMN confirmed_at, DROP COLUMN closed_at`.execute(db);
}
