import { AppError, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { sql } from 'kysely';
import type { PaymentDeps } from '../../app/deps.js';

/** Months are Chilean months: the platform books and reports in Santiago time. */
const ZONE = 'America/Santiago';

/** The platform-fee ledger summed, all time and by month (admins only). */
export function revenueHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.revenue> {
  return async ({ months }, call) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can see revenue.');
    }
    const totals = await deps.db
      .selectFrom('ledger_entries')
      .select([
        sql<string>`coalesce(sum(platform_fee), 0)`.as('fees'),
        sql<string>`coalesce(sum(vat), 0)`.as('vat'),
        sql<string>`coalesce(sum(gross) FILTER (WHERE gross > 0), 0)`.as('charged'),
        sql<string>`coalesce(-sum(gross) FILTER (WHERE gross < 0), 0)`.as('refunded'),
        sql<string>`count(DISTINCT payment_id) FILTER (WHERE ref LIKE 'capture:%')`.as('payments'),
      ])
      .executeTakeFirstOrThrow();
    const byMonth = await deps.db
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
    return {
      currency: 'CLP' as const,
      platformFees: Number(totals.fees),
      vatCollected: Number(totals.vat),
      grossCharged: Number(totals.charged),
      refunded: Number(totals.refunded),
      payments: Number(totals.payments),
      byMonth: byMonth.map((m) => ({
        month: m.month,
        platformFees: Number(m.fees),
        grossCharged: Number(m.charged),
        refunded: Number(m.refunded),
      })),
    };
  };
}
