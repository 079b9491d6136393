import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { StripeSetupFrame } from './stripe-setup-frame';

/** The route's pending component: the intro's and the country step's outlines. */
export function StripeSetupPending() {
  const { t } = useTranslation('stripe-setup');
  return (
    <StripeSetupFrame>
      <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-6">
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </StripeSetupFrame>
  );
}
