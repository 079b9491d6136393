import { sql, type Kysely } from 'kysely';

/**
 * The host's dashboard reads one host's active bookings by the local days they cover (a stay its
 * nights, an hourly booking its date). The expression is the repository's `LOCAL_DAYS`: a
 * query must spell it the same way for the planner to use this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bookings_host_days_idx ON bookings USING gist (
      host_id,
      daterange(coalesce(check_in, local_date), coalesce(check_out, local_date + 1))
    ) WHERE status IN ('requested', 'confirmed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_host_days_idx`.execute(db);
}
