import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouteErrorPanel } from '@/features/shell/route-error-panel';
import { PayoutSetupFrame } from './payout-setup-frame';

/** The route's error component: 'Try Again' asks for the set-up again and runs the loader anew. */
export function PayoutSetupError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('payout-setup');
  return (
    <PayoutSetupFrame>
      <RouteErrorPanel
        error={error}
        reset={reset}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
      />
    </PayoutSetupFrame>
  );
}
