import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RevenueFormat } from '../format';
import { REVENUE_MONTHS, revenueCsvHref, revenueSummaryQuery } from '../api';
import { buttonClass } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { PayoutsOwed } from './payouts-owed';
import { RevenueByProvider } from './revenue-by-provider';
import { useProviderName } from './provider-name';

const FIGURES = ['platformFees', 'vatCollected', 'grossCharged', 'refunded'] as const;
const cell = 'py-2 pr-4 text-right tabular-nums whitespace-nowrap';
const MONTH_COLUMNS = ['grossCharged', 'refunded', 'platformFees', 'vatCollected'] as const;

/**
 * The platform-fee ledger summed, month by month with each provider's share below its month,
 * by provider, what hosts are owed and were paid, and the months as a CSV file (decision 0053).
 */
export function RevenueSummarySection({ fmt }: { fmt: RevenueFormat }) {
  const { t } = useTranslation('admin');
  const { data: revenue } = useSuspenseQuery(revenueSummaryQuery);
  const providerName = useProviderName();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {t('revenue.platform.title')}
          </h2>
          <p className="text-sm text-neutral-600">
            {t('revenue.platform.period', { count: REVENUE_MONTHS })}
          </p>
        </div>
        <a
          href={revenueCsvHref(REVENUE_MONTHS)}
          download
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          {t('revenue.platform.export')}
        </a>
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
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{t('revenue.platform.byMonth')}</caption>
            <thead className="border-b border-neutral-300">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('revenue.platform.month')}
                </th>
                {MONTH_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 text-right">
                    {t(`revenue.platform.${column}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('revenue.platform.payoutsPaid')}
                </th>
              </tr>
            </thead>
            {revenue.byMonth.map((month) => (
              <tbody key={month.month} className="border-b border-neutral-200">
                <tr>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {fmt.month(month.month)}
                  </th>
                  <td className={cell}>{fmt.money(month.grossCharged)}</td>
                  <td className={cell}>{fmt.money(month.refunded)}</td>
                  <td className={cell}>{fmt.money(month.platformFees)}</td>
                  <td className={cell}>
                    {month.vatCollected === undefined ? '' : fmt.money(month.vatCollected)}
                  </td>
                  <td className={cell}>
                    {month.payoutsPaid === undefined ? '' : fmt.money(month.payoutsPaid)}
                  </td>
                </tr>
                {(month.byProvider ?? []).map((row) => (
                  <tr
                    key={row.provider}
                    data-testid="month-provider-row"
                    className="text-neutral-600"
                  >
                    <th scope="row" className="py-1 pr-4 pl-4 font-normal">
                      <span className="sr-only">{`${fmt.month(month.month)},`}</span>{' '}
                      {providerName(row.provider)}
                    </th>
                    <td className={cell}>{fmt.money(row.grossCharged)}</td>
                    <td className={cell}>{fmt.money(row.refunded)}</td>
                    <td className={cell}>{fmt.money(row.platformFees)}</td>
                    <td className={cell}>{fmt.money(row.vatCollected)}</td>
                    <td className={cell} />
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {revenue.byProvider ? <RevenueByProvider rows={revenue.byProvider} fmt={fmt} /> : null}
      {revenue.payouts ? <PayoutsOwed payouts={revenue.payouts} fmt={fmt} /> : null}
    </section>
  );
}
