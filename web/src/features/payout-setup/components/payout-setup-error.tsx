import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { PayoutSetupFrame } from './payout-setup-frame';

/** The route's error component: 'Try Again' asks for the set-up again and runs the loader anew. */
export function PayoutSetupError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('payout-setup');
  const retry = useRouteRetry(reset);
  return (
    <PayoutSetupFrame>
      <section role="alert" className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-lg font-semibold">{t('error.title')}</h2>
        <p className="mt-2 text-muted">{t('error.body')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('error.retry')}
        </Button>
      </section>
    </PayoutSetupFrame>
  );
}
