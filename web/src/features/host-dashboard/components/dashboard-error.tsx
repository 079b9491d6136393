import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { DashboardFrame } from './dashboard-frame';

/**
 * The route's error component (spec 8, Dashboard): 'Try Again' fetches the figures again and
 * runs the loader anew, without reloading the app.
 */
export function DashboardError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('host-dashboard');
  return (
    <DashboardFrame>
      <RouteErrorPanel
        error={error}
        reset={reset}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </DashboardFrame>
  );
}
