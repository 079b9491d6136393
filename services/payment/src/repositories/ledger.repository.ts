import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, LedgerEntriesTable } from '../db/types.js';

/** The platform-fee ledger: one entry per capture and per refund step, keyed by `ref`. */
export class LedgerRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** An entry already written under its `ref` is kept as it is (a replayed change). */
  async record(entry: Insertable<LedgerEntriesTable>): Promise<void> {
    await this.db
      .insertInto('ledger_entries')
      .values(entry)
      .onConflict((oc) => oc.column('ref').doNothing())
      .execute();
  }

  /** All-time sums (numeric, as strings). */
  totals() {
    return this.db
      .selectFrom('ledger_entries')
      .select([
        sql<string>`coalesce(sum(platform_fee), 0)`.as('fees'),
        sql<string>`coalesce(sum(vat), 0)`.as('vat'),
        sql<string>`coalesce(sum(gross) FILTER (WHERE gross > 0), 0)`.as('charged'),
        sql<string>`coalesce(-sum(gross) FILTER (WHERE gross < 0), 0)`.as('refunded'),
        sql<string>`count(DISTINCT payment_id) FILTER (WHERE ref LIKE 'capture:%')`.as('payments'),
      ])
      .executeTakeFirstOrThrow();
  }
}
