import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RevenueFormat } from '../format';
import { REVENUE_MONTHS, revenueSummaryQuery } from '../api';
import { StatCard } from '@/components/ui/stat-card';

const FIGURES = ['platformFees', 'vatCollected', 'grossCharged', 'refunded'] as const;
const cell = 'py-2 pr-4 text-right tabular-nums whitespace-nowrap';

/** The platform-fee ledger summed over the last months, and month by month. */
export function RevenueSummarySection({ fmt }: { fmt: RevenueFormat }) {
  const { t } = useTranslation('admin');
  const { data: revenue } = useSuspenseQuery(revenueSummaryQuery);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {t('revenue.platform.title')}
        </h2>
        <p className="text-sm text-neutral-600">
          {t('revenue.platform.period', { count: REVENUE_MONTHS })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {FIGURES.map((figure) => (
          <StatCard
            compact
            key={figure}
            label={t(`revenue.platform.${figure}`)}
            value={fmt.money(revenue[figure])}
          />
        ))}
        <StatCard compact label={t('revenue.platform.payments')} value={String(revenue.payments)} />
      </ul>
      {revenue.byMonth.length === 0 ? (
        <p className="text-neutral-600">{t('revenue.platform.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('revenue.platform.byMonth')}</caption>
            <thead className="border-b border-neutral-300">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('revenue.platform.month')}
                </th>
                {(['grossCharged', 'platformFees', 'refunded'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 text-right">
                    {t(`revenue.platform.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {revenue.byMonth.map((month) => (
                <tr key={month.month} className="border-b border-neutral-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {fmt.month(month.month)}
                  </th>
                  <td className={cell}>{fmt.money(month.grossCharged)}</td>
                  <td className={cell}>{fmt.money(month.platformFees)}</td>
                  <td className={cell}>{fmt.money(month.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
