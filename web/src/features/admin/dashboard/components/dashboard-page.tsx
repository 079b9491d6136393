import { useDeferredValue, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { adminDashboardQuery } from '../api';
import { dashboardSearchOf, parseDashboardSearch } from '../search';
import { bucketDays, bucketSeries } from '../series';
import { useDashboardFormat } from '../use-dashboard-format';
import { DashboardFigures, DashboardOperations } from './dashboard-cards';
import { DashboardChart } from './dashboard-chart';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPeriod } from './dashboard-period';

/**
 * `/admin/dashboard` ('Admin Dashboard' in the account menu): users, listings, bookings and money
 * over the last 30, 90 or 365 days (`?days=`), charts of them over time, and the job queues and
 * failed work now. A part whose service did not answer says so; the rest still shows.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const fmt = useDashboardFormat();
  const { search, patch } = useUrlSearch();
  const chosen = parseDashboardSearch(search);
  // Another period keeps this one on screen until its figures arrive, instead of the skeleton.
  const shown = useDeferredValue(chosen);
  const busy = shown !== chosen;
  const { data } = useSuspenseQuery(adminDashboardQuery(shown));
  const size = bucketDays(data.series.length);
  const buckets = useMemo(() => bucketSeries(data.series, size), [data.series, size]);

  return (
    <DashboardFrame
      actions={
        <DashboardPeriod
          days={chosen}
          onDays={(days) => void patch(dashboardSearchOf(days), { replace: true })}
        />
      }
    >
      <div
        aria-busy={busy || undefined}
        className={cn('space-y-10 transition-opacity', busy && 'opacity-60')}
      >
        <p className="text-sm text-muted">
          {t('period.range', { from: fmt.date(data.from), to: fmt.date(data.to) })}
        </p>
        <DashboardFigures data={data} fmt={fmt} />
        <div className="grid gap-6 lg:grid-cols-2">
          <DashboardChart
            title={t('chart.activity')}
            buckets={buckets}
            byWeek={size > 1}
            fmt={fmt}
            format={fmt.count}
            series={[
              {
                key: 'newUsers',
                name: t('chart.newUsers'),
                kind: 'line',
                color: 'var(--color-brand)',
              },
              {
                key: 'bookingsConfirmed',
                name: t('chart.bookingsConfirmed'),
                kind: 'bar',
                color: '#1f2937',
              },
            ]}
          />
          <DashboardChart
            title={t('chart.revenue')}
            buckets={buckets}
            byWeek={size > 1}
            fmt={fmt}
            format={fmt.money}
            series={[
              { key: 'platformFees', name: t('chart.platformFees'), kind: 'bar', color: '#047857' },
            ]}
          />
        </div>
        <DashboardOperations data={data} fmt={fmt} />
      </div>
    </DashboardFrame>
  );
}
