import { sql, type Kysely } from 'kysely';

/**
 * Listings and hosts off the market (decision 0022). A row here means no new hold and no late
 * payment's re-take for that listing (`closed_listings`) or any listing of that host
 * (`closed_hosts`, an account being erased); holds read both under the calendar's shared lock,
 * which a closure takes exclusively, so a hold cannot slip past one. Publishing again deletes the
 * listing's row. Two more cancellation reasons name what the guest is told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE closed_listings (
      property_id uuid PRIMARY KEY,
      reason text NOT NULL CHECK (reason IN ('unlisted', 'deleted')),
      closed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE closed_hosts (
      host_id uuid PRIMARY KEY,
      closed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_cancel_reason_check,
      ADD CONSTRAINT bookings_cancel_reason_check CHECK (cancel_reason IN ('guest_cancelled',
        'host_cancelled', 'host_declined', 'request_expired', 'slot_lost', 'slot_unavailable',
        'listing_withdrawn'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_cancel_reason_check,
      ADD CONSTRAINT bookings_cancel_reason_check CHECK (cancel_reason IN ('guest_cancelled',
        'host_cancelled', 'host_declined', 'request_expired', 'slot_lost'))`.execute(db);
  await sql`DROP TABLE closed_hosts`.execute(db);
  await sql`DROP TABLE closed_listings`.execute(db);
}
