import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { StripeSetupFrame } from './stripe-setup-frame';

/** The route's error component: 'Try Again' reads the account again and runs the loader anew. */
export function StripeSetupError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('stripe-setup');
  return (
    <StripeSetupFrame>
      <RouteErrorPanel
        error={error}
        reset={reset}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </StripeSetupFrame>
  );
}
