import { sql, type Kysely } from 'kysely';
import type { PaymentProvider } from '@arrendo/contracts';
import { PLATFORM_TIME_ZONE as ZONE } from '@arrendo/kit';
import type { DB } from '../db/types.js';

/** Sums as Postgres answers them (numeric, as strings). */
export interface ProviderSums {
  provider: PaymentProvider;
  fees: string;
  vat: string;
  charged: string;
  refunded: string;
}

/**
 * The instant the Santiago month `first` (`YYYY-MM`) starts. The caller picks the window's months
 * (domain/revenue-report.ts `monthWindow`), so the figures and the file's periods agree.
 */
const monthStart = (first: string) => sql`(${`${first}-01`}::date::timestamp AT TIME ZONE ${ZONE})`;

/**
 * The admin revenue report's reads beyond the ledger's totals (`LedgerRepository`): the fee
 * ledger split by the provider that took each payment, and the payout ledger's owed and paid.
 * Indexes: `ledger_entries_created_idx`, `payments` primary key, `payouts_paid_idx`,
 * `payout_lines_open_idx`, `payouts_scheduled_idx`.
 */
export class RevenueRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private ledgerByProvider() {
    return this.db
      .selectFrom('ledger_entries as l')
      .innerJoin('payments as p', 'p.id', 'l.payment_id')
      .select([
        'p.provider as provider',
        sql<string>`coalesce(sum(l.platform_fee), 0)`.as('fees'),
        sql<string>`coalesce(sum(l.vat), 0)`.as('vat'),
        sql<string>`coalesce(sum(l.gross) FILTER (WHERE l.gross > 0), 0)`.as('charged'),
        sql<string>`coalesce(-sum(l.gross) FILTER (WHERE l.gross < 0), 0)`.as('refunded'),
      ]);
  }

  /** All-time sums per provider that has ledger entries. */
  byProvider(): Promise<ProviderSums[]> {
    return this.ledgerByProvider().groupBy('p.provider').orderBy('p.provider').execute();
  }

  /** Sums per Santiago month and provider from the month `first` (`YYYY-MM`) on. */
  byMonthAndProvider(first: string): Promise<(ProviderSums & { month: string })[]> {
    // The zone inlined, not a parameter: GROUP BY must repeat the selected expression exactly.
    const month = sql<string>`to_char(l.created_at AT TIME ZONE ${sql.lit(ZONE)}, 'YYYY-MM')`;
    return this.ledgerByProvider()
      .select(month.as('month'))
      .where(sql<boolean>`l.created_at >= ${monthStart(first)}`)
      .groupBy(['p.provider', month])
      .execute();
  }

  /** Payouts marked paid per Santiago month from `first` on (by when they were marked). */
  paidByMonth(first: string): Promise<{ month: string; paid: string }[]> {
    return this.db
      .selectFrom('payouts')
      .select([
        sql<string>`to_char(decided_at AT TIME ZONE ${ZONE}, 'YYYY-MM')`.as('month'),
        sql<string>`sum(amount)`.as('paid'),
      ])
      .where('status', '=', 'paid')
      .where(sql<boolean>`decided_at >= ${monthStart(first)}`)
      .groupBy(sql`1`)
      .execute();
  }

  /** What hosts are owed at `now` (open lines, payouts on their way) and were ever paid. */
  async payouts(now: Date) {
    const [lines, sent] = await Promise.all([
      this.db
        .selectFrom('payout_lines')
        .select([
          sql<string>`coalesce(sum(amount) FILTER (WHERE release_at > ${now}), 0)`.as('upcoming'),
          sql<string>`coalesce(sum(amount) FILTER (WHERE release_at <= ${now}), 0)`.as('ready'),
        ])
        .where('payout_id', 'is', null)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('payouts')
        .select([
          sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'scheduled'), 0)`.as('scheduled'),
          sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)`.as('paid'),
        ])
        .where('status', 'in', ['scheduled', 'paid'])
        .executeTakeFirstOrThrow(),
    ]);
    return { ...lines, ...sent };
  }
}
