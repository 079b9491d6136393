import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { PayoutSetupFrame } from './payout-setup-frame';

/** The route's pending component: the intro's and the account's outlines. */
export function PayoutSetupPending() {
  const { t } = useTranslation('payout-setup');
  return (
    <PayoutSetupFrame>
      <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-6">
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </PayoutSetupFrame>
  );
}
