import { sql, type Kysely } from 'kysely';

/**
 * Admin bookings (decision 0050):
 * - `admin_cancelled` joins the cancellation reasons: an admin's cancellation is told to guest
 *   and host as Arrendo's, not as either side's.
 * - `admin_cancellations`: the admin, the refund choice and the reason written, one row per
 *   booking (a booking closes once), in the cancellation's transaction; the timeline shows it.
 *   The audit log keeps the same facts for the log's readers.
 * - `bookings_created_idx`: the admin search's order (newest held first, keyset on id).
 * The booking's other history needs no new table: the row keeps when it was held, reached its
 * host, was confirmed and closed, and by whom and why; nothing to backfill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_cancel_reason_check,
      ADD CONSTRAINT bookings_cancel_reason_check CHECK (cancel_reason IN ('guest_cancelled',
        'host_cancelled', 'host_declined', 'request_expired', 'slot_lost', 'slot_unavailable',
        'listing_withdrawn', 'admin_cancelled'))`.execute(db);
  await sql`
    CREATE TABLE admin_cancellations (
      booking_id uuid PRIMARY KEY REFERENCES bookings (id),
      actor_id uuid NOT NULL,
      refund_kind text NOT NULL CHECK (refund_kind IN ('full', 'policy', 'none', 'custom')),
      refund_clp integer NOT NULL CHECK (refund_clp >= 0),
      reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX bookings_created_idx ON bookings (created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_created_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS admin_cancellations`.execute(db);
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_cancel_reason_check,
      ADD CONSTRAINT bookings_cancel_reason_check CHECK (cancel_reason IN ('guest_cancelled',
        'host_cancelled', 'host_declined', 'request_expired', 'slot_lost', 'slot_unavailable',
        'listing_withdrawn'))`.execute(db);
}
