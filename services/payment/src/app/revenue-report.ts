import { PLATFORM_TIME_ZONE } from '@arrendo/kit';
import type { RevenueSummary } from '@arrendo/contracts';
import type { PaymentDeps } from './deps.js';
import { LedgerRepository } from '../repositories/ledger.repository.js';
import { RevenueRepository } from '../repositories/revenue.repository.js';
import {
  byProviderOrder,
  monthWindow,
  providerRevenue,
  revenueMonths,
} from '../domain/revenue-report.js';

export interface RevenueReport {
  /** The window's Santiago months, oldest first (`YYYY-MM`). */
  window: string[];
  summary: RevenueSummary;
}

/**
 * The admin revenue report over the last `months` Santiago months: the fee ledger all time and
 * per month, each split by provider, and what hosts are owed and were paid (decision 0053). The
 * caller checks the admin role.
 */
export async function revenueReport(deps: PaymentDeps, months: number): Promise<RevenueReport> {
  const window = monthWindow(deps.now(), months, PLATFORM_TIME_ZONE);
  const first = window[0] as string;
  const ledger = new LedgerRepository(deps.db);
  const revenue = new RevenueRepository(deps.db);
  const [totals, providers, providerMonths, paidMonths, payouts] = await Promise.all([
    ledger.totals(),
    revenue.byProvider(),
    revenue.byMonthAndProvider(first),
    revenue.paidByMonth(first),
    revenue.payouts(deps.now()),
  ]);
  return {
    window,
    summary: {
      currency: 'CLP',
      platformFees: Number(totals.fees),
      vatCollected: Number(totals.vat),
      grossCharged: Number(totals.charged),
      refunded: Number(totals.refunded),
      payments: Number(totals.payments),
      byMonth: revenueMonths(providerMonths, paidMonths),
      byProvider: byProviderOrder(providers.map(providerRevenue)),
      payouts: {
        upcoming: Number(payouts.upcoming),
        ready: Number(payouts.ready),
        scheduled: Number(payouts.scheduled),
        paid: Number(payouts.paid),
      },
    },
  };
}
