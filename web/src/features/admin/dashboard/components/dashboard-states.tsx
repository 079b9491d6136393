import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { DashboardFrame } from './dashboard-frame';

/** The route's pending component: the cards' and the charts' outlines. */
export function DashboardPending() {
  const { t } = useTranslation('admin-dashboard');
  return (
    <DashboardFrame>
      <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-[20rem] rounded-xl" />
      </div>
    </DashboardFrame>
  );
}

/** The route's error component (the admin's own request failed): 'Try again' loads anew. */
export function DashboardError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <DashboardFrame>
      <RouteErrorPanel
        reset={reset}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </DashboardFrame>
  );
}
