import { AppError, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { AdminStatsRepository } from '../../repositories/admin-stats.repository.js';

/**
 * The admin dashboard's money over a period: the platform's fees and their IVA (with a daily
 * series), what hosts are owed now and what was paid them. Admins only.
 */
export function adminStatsHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.adminStats> {
  return async ({ from, to }, call) => {
    if (!call.actor.roles.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can see the dashboard.');
    }
    const stats = new AdminStatsRepository(deps.db);
    const [fees, feesByDay, open, payouts] = await Promise.all([
      stats.fees(from, to),
      stats.feesByDay(from, to),
      stats.openLines(deps.now()),
      stats.payouts(from, to),
    ]);
    return {
      currency: 'CLP' as const,
      platformFees: Number(fees.fees),
      vat: Number(fees.vat),
      payoutsUpcoming: Number(open.upcoming),
      payoutsReady: Number(open.ready),
      payoutsScheduled: Number(payouts.scheduled),
      paidInPeriod: Number(payouts.paid),
      fees: feesByDay,
    };
  };
}
