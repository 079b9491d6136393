import { sql, type Kysely } from 'kysely';

/**
 * The admin dashboard's reads (handlers/rpc/admin-stats.ts): bookings confirmed and cancelled in
 * a period, and confirmed ones still to begin. Partial, so each holds only the rows it counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_confirmed_at_idx ON bookings (confirmed_at)
    WHERE confirmed_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX bookings_cancelled_at_idx ON bookings (cancelled_at)
    WHERE cancelled_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX bookings_upcoming_idx ON bookings (starts_at)
    WHERE status = 'confirmed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_upcoming_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_cancelled_at_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_confirmed_at_idx`.execute(db);
}
