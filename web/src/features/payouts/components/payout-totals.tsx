import { useTranslation } from 'react-i18next';
import type { HostPayoutsResponse } from '@arrendo/contracts/web';
import type { PayoutFormat } from '../format';
import { StatCard } from '@/components/ui/stat-card';

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
        <StatCard
          compact
          key={total}
          label={t(`totals.${total}`)}
          value={fmt.money(ledger.totals[total])}
          hint={hint(total)}
        />
      ))}
    </ul>
  );
}
