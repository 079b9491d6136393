import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostPayoutsResponse } from '@arrendo/contracts/web';
import type { PayoutFormat } from '../format';

const TOTALS = ['upcoming', 'ready', 'scheduled', 'paid'] as const;
type Total = (typeof TOTALS)[number];

/** The four balances, each a list item named by its label (as the dashboard's figures). */
export function PayoutTotals({ ledger, fmt }: { ledger: HostPayoutsResponse; fmt: PayoutFormat }) {
  const { t } = useTranslation('payouts');
  const hint = (total: Total) => {
    if (total !== 'ready') return t(`totals.${total}Hint`);
    // A refund after a payout comes off the next ones; without details nothing can go out.
    if (ledger.totals.ready < 0) return t('totals.readyNegative');
    return ledger.method ? t('totals.readyHint') : t('totals.readyWaiting');
  };
  return (
    <ul aria-label={t('totals.label')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {TOTALS.map((total) => (
        <TotalCard
          key={total}
          label={t(`totals.${total}`)}
          value={fmt.money(ledger.totals[total])}
          hint={hint(total)}
        />
      ))}
    </ul>
  );
}

// The dashboard's `StatCard`, not its module: sharing it would split it into a chunk of its own,
// one more file every first visit's entry names (web/.size-limit.ts).
function TotalCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  const id = useId();
  return (
    <li aria-labelledby={id} className="rounded-xl border border-neutral-200 bg-white p-4 md:p-5">
      <p id={id} className="text-sm font-medium text-muted">
        {label}
      </p>
      <p className="mt-1 text-lg font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere] sm:text-xl md:text-2xl">
        {value}
      </p>
      <p className="mt-1 text-xs text-muted">{hint}</p>
    </li>
  );
}
