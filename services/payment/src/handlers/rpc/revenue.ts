import { AppError, type Actor, type PaymentRpc } from '@arrendo/contracts';
import { recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { revenueReport } from '../../app/revenue-report.js';
import { nextMonth, revenueCsv } from '../../domain/revenue-csv.js';

function requireAdmin(actor: Actor): void {
  if (!actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'Only administrators can see revenue.');
  }
}

/** The platform-fee ledger summed, all time and by month, by provider, and payouts (admins only). */
export function revenueHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.revenue> {
  return async ({ months }, call) => {
    requireAdmin(call.actor);
    return (await revenueReport(deps, months)).summary;
  };
}

/**
 * The same report as a CSV file (decision 0053). A download is an admin action, as the payout
 * batch's is (decision 0045): recorded when a person asked, before the file is handed out. It
 * changes nothing, so a second download is a second entry, not a replay.
 */
export function revenueCsvHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.revenueCsv> {
  return async ({ months }, call) => {
    requireAdmin(call.actor);
    const { window, summary } = await revenueReport(deps, months);
    const first = window[0] as string;
    const last = window.at(-1) as string;
    // Half-open, in Santiago dates: the file's own `total` rows say the same period.
    const period = { start: `${first}-01`, end: `${nextMonth(last)}-01` };
    const csv = revenueCsv(window, summary.byMonth);
    if (call.actor.userId) {
      await deps.db.transaction().execute((trx) =>
        recordAdminAction(trx, 'payment', {
          actor: call.actor,
          action: 'payment.revenue.download',
          target: { type: 'revenueReport', id: `${period.start}/${period.end}` },
          before: null,
          after: { months, periodStart: period.start, periodEnd: period.end },
        }),
      );
    }
    return { filename: `arrendo-revenue-${first}-to-${last}.csv`, csv };
  };
}
