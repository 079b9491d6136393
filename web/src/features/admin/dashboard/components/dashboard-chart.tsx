import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { DashboardBucket } from '../series';
import type { DashboardFormat } from '../use-dashboard-format';
import type { DashboardChartSeries } from './dashboard-chart-impl';

// Recharts is fetched when a chart first renders (or by the route's loader, load.ts), never
// with the pages every visitor opens.
const DashboardChartImpl = lazyWithPreload(
  () => import('./dashboard-chart-impl'),
  (m) => m.DashboardChartImpl,
);

type Figure = 'newUsers' | 'bookingsConfirmed' | 'platformFees';

export interface DashboardChartProps {
  title: string;
  buckets: readonly DashboardBucket[];
  byWeek: boolean;
  series: readonly (DashboardChartSeries & { key: Figure })[];
  format(n: number): string;
  fmt: DashboardFormat;
}

/**
 * One chart of the period (per day, per week over a year). A picture for sighted visitors; the
 * same figures are in a table below it that anyone can open and assistive technology reads. A
 * figure whose service did not answer is left out, and the chart says so.
 */
export function DashboardChart({
  title,
  buckets,
  byWeek,
  series,
  format,
  fmt,
}: DashboardChartProps) {
  const { t } = useTranslation('admin-dashboard');
  const headingId = useId();
  const shown = series.filter((s) => buckets.some((b) => b[s.key] !== null));
  const missing = series.filter((s) => !shown.includes(s));
  const points = useMemo(
    () =>
      buckets.map((b) => ({
        from: b.from,
        label: fmt.shortDate(b.from),
        title: fmt.bucket(b),
        newUsers: b.newUsers,
        bookingsConfirmed: b.bookingsConfirmed,
        platformFees: b.platformFees,
      })),
    [buckets, fmt],
  );
  const period = byWeek ? t('chart.byWeek') : t('chart.byDay');
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{period}</p>
      </div>
      {missing.map((s) => (
        <p key={s.key} className="mb-3 text-sm text-muted">
          {t('chart.unavailable', { figure: s.name })}
        </p>
      ))}
      {shown.length > 0 ? (
        <div className="h-[260px]">
          <Suspense fallback={<Skeleton className="h-full w-full rounded-lg" />}>
            <DashboardChartImpl points={points} series={shown} format={format} />
          </Suspense>
        </div>
      ) : null}
      <details className="group mt-4">
        <summary className="cursor-pointer text-sm font-semibold underline-offset-2 hover:underline">
          {t('chart.showTable')}
        </summary>
        {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`${title}: ${t('chart.showTable')}`}
          className="mt-3 max-h-96 overflow-auto rounded-lg border border-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              {title}, {period}
            </caption>
            <thead className="sticky top-0 bg-neutral-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {byWeek ? t('chart.week') : t('chart.date')}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-semibold">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.from} className="border-t border-neutral-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {p.title}
                  </th>
                  {series.map((s) => {
                    const value = p[s.key];
                    return (
                      <td key={s.key} className="px-3 py-1.5 text-right">
                        {value === null ? '—' : format(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
