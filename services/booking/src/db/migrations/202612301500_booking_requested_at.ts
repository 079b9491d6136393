import { sql, type Kysely } from 'kysely';

/**
 * When a booking reached its host: paid, it became a request (`requested`) or, on an instant-book
 * listing, was confirmed at once. The host's performance page counts requests by that instant's
 * local date, and measures a request's answer from it (`confirmed_at` for an accepted request,
 * `cancelled_at` for a declined one). Unpaid holds never reach the host and keep it null.
 *
 * Rows from before this migration: an instant booking reached its host when it was confirmed; a
 * request's arrival was not kept, so its hold's creation stands in for it (the payment follows
 * the hold within its 15 minutes). A row that was paid and then closed before an answer counts
 * only when the closure says it had reached the host (declined, lapsed, or withdrawn with
 * money paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings ADD COLUMN requested_at timestamptz`.execute(db);
  await sql`
    UPDATE bookings SET requested_at = CASE
        WHEN coalesce((listing ->> 'instantBook')::boolean, false)
          THEN coalesce(confirmed_at, created_at)
        ELSE created_at END
    WHERE listing IS NOT NULL AND (
      status IN ('requested', 'confirmed')
      OR confirmed_at IS NOT NULL
      OR cancel_reason IN ('host_declined', 'request_expired')
      OR (cancel_reason IN ('guest_cancelled', 'listing_withdrawn') AND paid_clp > 0))`.execute(db);
  await sql`
    CREATE INDEX bookings_host_requested_idx ON bookings (host_id, requested_at)
      WHERE requested_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_host_requested_idx`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS requested_at`.execute(db);
}
