import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { PerformanceFrame } from './performance-frame';

/**
 * The route's error component: 'Try Again' fetches the figures again and runs the loader anew,
 * without reloading the app.
 */
export function PerformanceError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('host-performance');
  const retry = useRouteRetry(reset);
  return (
    <PerformanceFrame>
      <section role="alert" className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-lg font-semibold">{t('error.title')}</h2>
        <p className="mt-2 text-muted">{t('error.body')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('error.retry')}
        </Button>
      </section>
    </PerformanceFrame>
  );
}
