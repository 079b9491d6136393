import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { PerformanceFrame } from './performance-frame';

/**
 * The route's error component: 'Try Again' fetches the figures again and runs the loader anew,
 * without reloading the app.
 */
export function PerformanceError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('host-performance');
  return (
    <PerformanceFrame>
      <RouteErrorPanel
        error={error}
        reset={reset}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </PerformanceFrame>
  );
}
