import { PaymentProvider, type ProviderRevenue, type RevenueSummary } from '@arrendo/contracts';

/** Postgres sums (numeric, as strings) of one provider, optionally within one month. */
export interface ProviderSumsRow {
  provider: PaymentProvider;
  month?: string;
  fees: string;
  vat: string;
  charged: string;
  refunded: string;
}

type Month = RevenueSummary['byMonth'][number];

const PROVIDER_ORDER = PaymentProvider.options;

/** One provider's row as numbers. */
export function providerRevenue(row: ProviderSumsRow): ProviderRevenue {
  return {
    provider: row.provider,
    platformFees: Number(row.fees),
    vatCollected: Number(row.vat),
    grossCharged: Number(row.charged),
    refunded: Number(row.refunded),
  };
}

/** Providers in the contract's order, so every reader lists them alike. */
export function byProviderOrder(rows: readonly ProviderRevenue[]): ProviderRevenue[] {
  return [...rows].sort(
    (a, b) => PROVIDER_ORDER.indexOf(a.provider) - PROVIDER_ORDER.indexOf(b.provider),
  );
}

/**
 * The months of the last `months` Santiago months (this one included), oldest first, as
 * `YYYY-MM`. The platform reports in its own zone, whatever the server's.
 */
export function monthWindow(now: Date, months: number, zone: string): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const current = Number(parts.year) * 12 + Number(parts.month) - 1;
  return Array.from({ length: months }, (_, i) => {
    const index = current - (months - 1) + i;
    const year = Math.floor(index / 12);
    return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The report's months, newest first: every month with ledger entries or paid payouts, its
 * totals the sum of its providers' rows (every ledger entry belongs to a payment, so the sum is
 * the month's ledger).
 */
export function revenueMonths(
  providerRows: readonly (ProviderSumsRow & { month: string })[],
  paidRows: readonly { month: string; paid: string }[],
): Month[] {
  const months = new Map<string, Month>();
  const monthOf = (month: string): Month => {
    let entry = months.get(month);
    if (!entry) {
      entry = {
        month,
        platformFees: 0,
        vatCollected: 0,
        grossCharged: 0,
        refunded: 0,
        payoutsPaid: 0,
        byProvider: [],
      };
      months.set(month, entry);
    }
    return entry;
  };
  for (const row of providerRows) {
    const entry = monthOf(row.month);
    const figures = providerRevenue(row);
    entry.platformFees += figures.platformFees;
    entry.vatCollected = (entry.vatCollected ?? 0) + figures.vatCollected;
    entry.grossCharged += figures.grossCharged;
    entry.refunded += figures.refunded;
    entry.byProvider = byProviderOrder([...(entry.byProvider ?? []), figures]);
  }
  for (const row of paidRows) monthOf(row.month).payoutsPaid = Number(row.paid);
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
