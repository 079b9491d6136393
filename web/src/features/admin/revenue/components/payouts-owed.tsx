import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevenuePayouts } from '@arrendo/contracts/web';
import { StatCard } from '@/components/ui/stat-card';
import type { RevenueFormat } from '../format';

const FIGURES = ['upcoming', 'ready', 'scheduled', 'paid'] as const;

/**
 * What the platform owes hosts now and has paid them (decision 0041's payout ledger): owed is
 * what is not due yet, what is ready to go out and what was sent and not yet answered.
 */
export function PayoutsOwed({ payouts, fmt }: { payouts: RevenuePayouts; fmt: RevenueFormat }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const owed = payouts.upcoming + payouts.ready + payouts.scheduled;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('revenue.owed.title')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard compact label={t('revenue.owed.owed')} value={fmt.money(owed)} />
        {FIGURES.map((figure) => (
          <StatCard
            compact
            key={figure}
            label={t(`revenue.owed.${figure}`)}
            value={fmt.money(payouts[figure])}
          />
        ))}
      </ul>
    </section>
  );
}
