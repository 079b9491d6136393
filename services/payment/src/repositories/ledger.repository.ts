import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, LedgerEntriesTable } from '../db/types.js';

/** Months are Chilean months: the platform books and reports in Santiago time. */
const ZONE = 'America/Santiago';

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

  /** Sums per Santiago month over the last `months` months, this one included, newest first. */
  byMonth(months: number) {
    return this.db
      .selectFrom('ledger_entries')
      .select([
        sql<string>`to_char(created_at AT TIME ZONE ${ZONE}, 'YYYY-MM')`.as('month'),
        sql<string>`sum(platform_fee)`.as('fees'),
        sql<string>`coalesce(sum(gross) FILTER (WHERE gross > 0), 0)`.as('charged'),
        sql<string>`coalesce(-sum(gross) FILTER (WHERE gross < 0), 0)`.as('refunded'),
      ])
      .where(
        sql<boolean>`created_at >= (date_trunc('month', now() AT TIME ZONE ${ZONE}) - make_interval(months => ${months - 1})) AT TIME ZONE ${ZONE}`,
      )
      .groupBy(sql`1`)
      .orderBy(sql`1`, 'desc')
      .execute();
  }
}
