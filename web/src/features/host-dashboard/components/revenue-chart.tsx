import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostDashboardResponse } from '@arrendo/contracts/web';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useDashboardFormat } from '../use-dashboard-format';

// Recharts (with d3 and its store) is the dashboard's alone: fetched when the chart renders, never
// with the home or property pages (their budgets: .size-limit.ts).
const RevenueChartImpl = lazyWithPreload(
  () => import('./revenue-chart-impl'),
  (m) => m.RevenueChartImpl,
);

const HEADING_ID = 'host-dashboard-revenue';

/**
 * The last twelve months' revenue (`revenueByMonth`, oldest first): a bar chart, and the same
 * figures as a table for screen readers (the chart is a picture only).
 */
export function RevenueChart({ months }: { months: HostDashboardResponse['revenueByMonth'] }) {
  const { t } = useTranslation('host-dashboard');
  const format = useDashboardFormat();
  const points = useMemo(
    () =>
      months.map((m) => ({
        month: m.month,
        label: format.shortMonth(m.month),
        title: format.monthTitle(m.month),
        revenueClp: m.revenueClp,
      })),
    [months, format],
  );
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <h2 id={HEADING_ID} className="mb-4 text-lg font-semibold">
        {t('chart.title')}
      </h2>
      <div className="h-[260px]">
        <Suspense fallback={<Skeleton className="h-full w-full rounded-lg" />}>
          <RevenueChartImpl
            points={points}
            seriesName={t('chart.revenue')}
            money={format.money}
            moneyCompact={format.moneyCompact}
          />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{t('chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.month')}</th>
            <th scope="col">{t('chart.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{p.title}</th>
              <td>{format.money(p.revenueClp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
