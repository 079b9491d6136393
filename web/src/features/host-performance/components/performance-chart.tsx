import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformancePoint } from '@arrendo/contracts/web';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { bucketDays, bucketSeries } from '../series';
import { usePerformanceFormat } from '../use-performance-format';

// Recharts (with d3 and its store) is fetched when the chart first renders (or by the route's
// loader, load.ts), never with the home or property pages (their budgets: .size-limit.ts).
const PerformanceChartImpl = lazyWithPreload(
  () => import('./performance-chart-impl'),
  (m) => m.PerformanceChartImpl,
);

const HEADING_ID = 'host-performance-chart';

/**
 * The period over time: views, saves and booking requests per day (per week over a year). The
 * chart is a picture for sighted visitors; the same figures are in a table below it, which
 * anyone can open and which assistive technology reads.
 */
export function PerformanceChart({ series }: { series: readonly PerformancePoint[] }) {
  const { t } = useTranslation('host-performance');
  const format = usePerformanceFormat();
  const size = bucketDays(series.length);
  const buckets = useMemo(() => bucketSeries(series, size), [series, size]);
  const points = useMemo(
    () =>
      buckets.map((b) => ({
        ...b,
        label: format.shortDate(b.from),
        title: format.bucket(b),
      })),
    [buckets, format],
  );
  const empty = buckets.every((b) => b.views + b.saves + b.requests === 0);
  const labels = {
    views: t('chart.views'),
    saves: t('chart.saves'),
    requests: t('chart.requests'),
  };
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          {t('chart.title')}
        </h2>
        <p className="text-sm text-muted">{size === 1 ? t('chart.byDay') : t('chart.byWeek')}</p>
      </div>
      {empty ? <p className="mb-3 text-sm text-muted">{t('chart.empty')}</p> : null}
      <div className="h-[280px]">
        <Suspense fallback={<Skeleton className="h-full w-full rounded-lg" />}>
          <PerformanceChartImpl points={points} labels={labels} count={format.count} />
        </Suspense>
      </div>
      <details className="mt-4 group">
        <summary className="cursor-pointer text-sm font-semibold underline-offset-2 hover:underline">
          {t('chart.showTable')}
        </summary>
        {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={t('chart.showTable')}
          className="mt-3 max-h-96 overflow-auto rounded-lg border border-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              {t('chart.title')}, {size === 1 ? t('chart.byDay') : t('chart.byWeek')}
            </caption>
            <thead className="sticky top-0 bg-neutral-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {size === 1 ? t('chart.date') : t('chart.week')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {labels.views}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {labels.saves}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {labels.requests}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('chart.confirmed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.from} className="border-t border-neutral-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {p.title}
                  </th>
                  <td className="px-3 py-1.5 text-right">{format.count(p.views)}</td>
                  <td className="px-3 py-1.5 text-right">{format.count(p.saves)}</td>
                  <td className="px-3 py-1.5 text-right">{format.count(p.requests)}</td>
                  <td className="px-3 py-1.5 text-right">{format.count(p.confirmed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
