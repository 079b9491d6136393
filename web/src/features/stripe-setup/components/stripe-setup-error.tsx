import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { StripeSetupFrame } from './stripe-setup-frame';

/** The route's error component: 'Try Again' reads the account again and runs the loader anew. */
export function StripeSetupError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('stripe-setup');
  const retry = useRouteRetry(reset);
  return (
    <StripeSetupFrame>
      <section role="alert" className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-lg font-semibold">{t('error.title')}</h2>
        <p className="mt-2 text-muted">{t('error.body')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('error.retry')}
        </Button>
      </section>
    </StripeSetupFrame>
  );
}
