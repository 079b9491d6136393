import { sql, type Kysely } from 'kysely';
import { dailySeries, localDateRange } from '@arrendo/kit';
import type { DB } from '../db/types.js';

/**
 * The admin dashboard's money (platform dates, America/Santiago): the fee ledger over a period
 * (`ledger_entries_created_idx`), hosts' open payout lines (`payout_lines_open_idx`), payouts on
 * their way and paid (migration `admin_dashboard`).
 */
export class AdminStatsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Fees (net of refunded ones) and their IVA over the local dates `[from, to]`. */
  async fees(from: string, to: string) {
    const { start, end } = localDateRange(from, to);
    return this.db
      .selectFrom('ledger_entries')
      .select([
        sql<string>`coalesce(sum(platform_fee), 0)`.as('fees'),
        sql<string>`coalesce(sum(vat), 0)`.as('vat'),
      ])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
  }

  /** Fees per local date of `[from, to]`, every date included. */
  feesByDay(from: string, to: string) {
    const { start, end } = localDateRange(from, to);
    return dailySeries(
      this.db,
      { from, to },
      sql`SELECT created_at AS at, platform_fee AS value FROM ledger_entries
          WHERE created_at >= ${start} AND created_at < ${end}`,
    );
  }

  /** Lines in no payout: not released yet at `now` (upcoming) and released (ready). */
  openLines(now: Date) {
    return this.db
      .selectFrom('payout_lines')
      .select([
        sql<string>`coalesce(sum(amount) FILTER (WHERE release_at > ${now}), 0)`.as('upcoming'),
        sql<string>`coalesce(sum(amount) FILTER (WHERE release_at <= ${now}), 0)`.as('ready'),
      ])
      .where('payout_id', 'is', null)
      .executeTakeFirstOrThrow();
  }

  /** Payouts on their way now, and those marked paid within the local dates `[from, to]`. */
  async payouts(from: string, to: string) {
    const { start, end } = localDateRange(from, to);
    const [scheduled, paid] = await Promise.all([
      this.db
        .selectFrom('payouts')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('amount'))
        .where('status', '=', 'scheduled')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('payouts')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('amount'))
        .where('status', '=', 'paid')
        .where('decided_at', '>=', start)
        .where('decided_at', '<', end)
        .executeTakeFirstOrThrow(),
    ]);
    return { scheduled: scheduled.amount, paid: paid.amount };
  }
}
