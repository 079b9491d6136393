import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { DashboardFrame } from './dashboard-frame';

/** The route's pending component: the cards', calendar's and list's outlines (spec 4, loading). */
export function DashboardPending() {
  const { t } = useTranslation('host-dashboard');
  return (
    <DashboardFrame>
      <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-[32rem] rounded-xl" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Skeleton className="h-80 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    </DashboardFrame>
  );
}
