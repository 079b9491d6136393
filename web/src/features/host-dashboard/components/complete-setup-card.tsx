import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { payoutSetupQueryOptions } from '@/features/payout-setup/api';

const HEADING_ID = 'host-dashboard-complete-setup';

/**
 * The spec's 'Complete Your Setup' (2.13) while payouts cannot reach the host: a card on phones,
 * a slim banner above the calendar on wider screens. It never holds the dashboard up: nothing
 * shows while the set-up is on its way, nor when it fails to arrive.
 */
export function CompleteSetupCard({ layout }: { layout: 'card' | 'banner' }) {
  const { t } = useTranslation('payout-setup');
  const setup = useQuery(payoutSetupQueryOptions());
  if (setup.data?.ready !== false) return null;
  const banner = layout === 'banner';
  return (
    <section
      aria-labelledby={HEADING_ID}
      className={cn(
        'rounded-xl border border-amber-300 bg-amber-50',
        banner ? 'flex flex-wrap items-center gap-x-6 gap-y-2 px-5 py-3' : 'p-5',
      )}
    >
      <div className={banner ? 'min-w-0 flex-1' : undefined}>
        <h2 id={HEADING_ID} className={banner ? 'font-semibold' : 'text-lg font-semibold'}>
          {t('card.title')}
        </h2>
        <p className="mt-0.5 text-sm text-neutral-700">{t('card.body')}</p>
      </div>
      <Link
        to="/payment-setup"
        className={cn(buttonClass({ size: 'sm' }), banner ? undefined : 'mt-4')}
      >
        {t('card.link')}
      </Link>
    </section>
  );
}
