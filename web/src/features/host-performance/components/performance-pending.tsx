import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { PerformanceFrame } from './performance-frame';

/** The route's pending component: the figures', the chart's and the table's outlines. */
export function PerformancePending() {
  const { t } = useTranslation('host-performance');
  return (
    <PerformanceFrame>
      <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-6">
        <div className="flex flex-wrap gap-3">
          <Skeleton className="h-10 w-64 rounded-lg" />
          <Skeleton className="h-10 w-full rounded-lg sm:w-72" />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-[22rem] rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </PerformanceFrame>
  );
}
