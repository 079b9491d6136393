import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const HEADING_ID = 'stripe-setup-unavailable';

/** The server has no Stripe keys (or Stripe is not answering it): a 503 from the API. */
export function StripeUnavailable({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation('stripe-setup');
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="space-y-3 rounded-xl border border-neutral-300 bg-neutral-50 p-5"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        {t('unavailable.title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('unavailable.body')}</p>
      <Button
        variant="secondary"
        onClick={onRetry}
        disabled={retrying}
        className="w-full sm:w-auto"
      >
        {t('unavailable.retry')}
      </Button>
    </section>
  );
}
