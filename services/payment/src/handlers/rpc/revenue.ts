import { AppError, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { LedgerRepository } from '../../repositories/ledger.repository.js';

/** The platform-fee ledger summed, all time and by month (admins only). */
export function revenueHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.revenue> {
  return async ({ months }, call) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can see revenue.');
    }
    const ledger = new LedgerRepository(deps.db);
    const totals = await ledger.totals();
    const byMonth = await ledger.byMonth(months);
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
