import type { PaymentProvider, ProviderRevenue, RevenueSummary } from '@arrendo/contracts';
import { stringify } from 'csv-stringify/sync';
import { byProviderOrder } from './revenue-report.js';

type Month = RevenueSummary['byMonth'][number];

/**
 * The revenue file's columns (decision 0053): one row per month for all providers, then one per
 * provider that took money that month, then the same for the whole window (`month` = `total`).
 * Periods are Santiago dates, half-open (`period_end` is the first day after). Amounts are
 * integers in the currency's minor unit (CLP has none); payouts are not per provider, so
 * `payouts_paid` is only on the `all` rows.
 */
export const REVENUE_CSV_COLUMNS = [
  'month',
  'period_start',
  'period_end',
  'provider',
  'currency',
  'gross_charged',
  'refunded',
  'platform_fee',
  'vat_on_fee',
  'payouts_paid',
] as const;

type Figures = Omit<ProviderRevenue, 'provider'>;

/**
 * A text cell a spreadsheet cannot take for a formula: one starting with `=`, `+`, `-`, `@`, tab
 * or CR gets a leading quote (OWASP's CSV injection advice). The file's texts are the service's
 * own words today; this keeps it so if a text from a person ever joins them.
 */
export function csvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** An amount cell: an integer, never a text (a negative amount is a number, not a formula). */
export function csvAmount(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an amount in minor units: ${value}`);
  return String(value);
}

/** `2026-12` → `2027-01`. */
export function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

const ZERO: Figures = { platformFees: 0, vatCollected: 0, grossCharged: 0, refunded: 0 };

function add(a: Figures, b: Figures): Figures {
  return {
    platformFees: a.platformFees + b.platformFees,
    vatCollected: a.vatCollected + b.vatCollected,
    grossCharged: a.grossCharged + b.grossCharged,
    refunded: a.refunded + b.refunded,
  };
}

function row(
  month: string,
  start: string,
  end: string,
  provider: string,
  figures: Figures,
  payoutsPaid: number | null,
): string[] {
  return [
    csvText(month),
    csvText(`${start}-01`),
    csvText(`${end}-01`),
    csvText(provider),
    'CLP',
    csvAmount(figures.grossCharged),
    csvAmount(figures.refunded),
    csvAmount(figures.platformFees),
    csvAmount(figures.vatCollected),
    payoutsPaid === null ? '' : csvAmount(payoutsPaid),
  ];
}

/**
 * The report over `window` (its months, oldest first, from `monthWindow`) as CSV, every month
 * of the window listed even when nothing happened in it, so a spreadsheet's months line up.
 */
export function revenueCsv(window: readonly string[], months: readonly Month[]): string {
  const first = window[0];
  const last = window.at(-1);
  if (first === undefined || last === undefined) throw new Error('an empty window');
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const rows: string[][] = [];
  let total = ZERO;
  let paidTotal = 0;
  const providerTotals = new Map<PaymentProvider, Figures>();
  for (const month of window) {
    const data = byMonth.get(month);
    const figures: Figures = data
      ? {
          platformFees: data.platformFees,
          vatCollected: data.vatCollected ?? 0,
          grossCharged: data.grossCharged,
          refunded: data.refunded,
        }
      : ZERO;
    const paid = data?.payoutsPaid ?? 0;
    rows.push(row(month, month, nextMonth(month), 'all', figures, paid));
    total = add(total, figures);
    paidTotal += paid;
    for (const { provider, ...own } of data?.byProvider ?? []) {
      rows.push(row(month, month, nextMonth(month), provider, own, null));
      providerTotals.set(provider, add(providerTotals.get(provider) ?? ZERO, own));
    }
  }
  rows.push(row('total', first, nextMonth(last), 'all', total, paidTotal));
  const totals = [...providerTotals].map(([provider, figures]) => ({ provider, ...figures }));
  for (const { provider, ...figures } of byProviderOrder(totals)) {
    rows.push(row('total', first, nextMonth(last), provider, figures, null));
  }
  return stringify(rows, {
    header: true,
    columns: [...REVENUE_CSV_COLUMNS],
    record_delimiter: 'windows',
  });
}
