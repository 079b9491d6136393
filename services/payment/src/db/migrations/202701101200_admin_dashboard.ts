import { sql, type Kysely } from 'kysely';

/**
 * The admin dashboard's reads (repositories/admin-stats.repository.ts): payouts on their way,
 * and payouts paid in a period. Partial, so each holds only the payouts it sums.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX payouts_scheduled_idx ON payouts (created_at)
    INCLUDE (amount) WHERE status = 'scheduled'`.execute(db);
  await sql`CREATE INDEX payouts_paid_idx ON payouts (decided_at)
    INCLUDE (amount) WHERE status = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS payouts_paid_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS payouts_scheduled_idx`.execute(db);
}
