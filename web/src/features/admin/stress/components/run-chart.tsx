import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StressSample } from '@arrendo/contracts/web';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { livePoints } from '../series';
import type { StressFormat } from '../format';

// Recharts is fetched when the chart first renders (or by the route's loader, load.ts), never
// with the pages every visitor opens.
const RunChartImpl = lazyWithPreload(
  () => import('./run-chart-impl'),
  (m) => m.RunChartImpl,
);

/**
 * The run second by second, drawn as it goes. A picture for sighted admins; the same figures
 * are in a table below it that anyone can open and assistive technology reads.
 */
export function RunChart({
  samples,
  fmt,
}: {
  samples: readonly StressSample[];
  fmt: StressFormat;
}) {
  const { t } = useTranslation('admin-stress');
  const headingId = useId();
  const points = useMemo(() => livePoints(samples, fmt.elapsed), [samples, fmt]);
  const names = {
    requests: t('chart.requests'),
    failed: t('chart.failed'),
    p95: t('chart.p95'),
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-neutral-200 p-4">
      <h3 id={headingId} className="mb-3 font-semibold">
        {t('chart.title')}
      </h3>
      <div className="h-[240px]">
        <Suspense fallback={<Skeleton className="h-full w-full rounded-lg" />}>
          <RunChartImpl points={points} names={names} count={fmt.count} ms={fmt.ms} />
        </Suspense>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold underline-offset-2 hover:underline">
          {t('chart.showTable')}
        </summary>
        {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`${t('chart.title')}: ${t('chart.showTable')}`}
          className="mt-3 max-h-72 overflow-auto rounded-lg border border-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{t('chart.title')}</caption>
            <thead className="sticky top-0 bg-neutral-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('chart.second')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('chart.vus')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {names.requests}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {names.failed}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {names.p95}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.second} className="border-t border-neutral-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {p.label}
                  </th>
                  <td className="px-3 py-1.5 text-right">{fmt.count(p.vus)}</td>
                  <td className="px-3 py-1.5 text-right">{fmt.count(p.requests)}</td>
                  <td className="px-3 py-1.5 text-right">{fmt.count(p.failed)}</td>
                  <td className="px-3 py-1.5 text-right">{fmt.ms(p.p95Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
