import { sql, type Kysely } from 'kysely';

/**
 * `booking_settings`: what an admin set on /admin/settings — how long a checkout hold keeps its
 * slot and how long a host has to answer a request. At most one row (`id` is always true); none
 * means the defaults (`BOOKING_HOLD_MINUTES`, `REQUEST_RESPONSE_HOURS`). The bounds repeat the
 * contract's, so no writer can store a value the page would refuse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      hold_minutes integer NOT NULL CHECK (hold_minutes BETWEEN 5 AND 60),
      request_expiry_hours integer NOT NULL CHECK (request_expiry_hours BETWEEN 1 AND 72),
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS booking_settings`.execute(db);
}
