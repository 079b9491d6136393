import { sql, type Kysely } from 'kysely';

/**
 * A refund is recorded as `pending` before its provider is asked, in a transaction of its own,
 * so that the call itself holds no transaction and a retry after a crash asks again with the same
 * amount under the same idempotency key (a provider refuses a key reused with other parameters).
 * `refunded_total`: the payment's refunded total once this refund is done, fixed with the amount
 * (a notification of the same refund arriving first must not be counted twice). Null on refunds
 * recorded before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refunds DROP CONSTRAINT IF EXISTS refunds_status_check`.execute(db);
  await sql`
    ALTER TABLE refunds
      ADD CONSTRAINT refunds_status_check CHECK (status IN ('pending', 'succeeded', 'owed')),
      ADD COLUMN refunded_total integer CHECK (refunded_total > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM refunds WHERE status = 'pending'`.execute(db);
  await sql`
    ALTER TABLE refunds
      DROP COLUMN IF EXISTS refunded_total,
      DROP CONSTRAINT IF EXISTS refunds_status_check,
      ADD CONSTRAINT refunds_status_check CHECK (status IN ('succeeded', 'owed'))`.execute(db);
}
