import { useTranslation } from 'react-i18next';
import { useRevenueFormat } from '../format';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { parseRevenueSearch } from '../search';
import { ClaimForm } from './claim-form';
import { PayoutBatches } from './payout-batches';
import { RevenueSummarySection } from './revenue-summary';

/**
 * `/admin/revenue`: what the platform earned (its fees) and what it pays hosts (decision 0041):
 * the bank batches to upload and answer, the Stripe transfers that failed, and claims.
 */
export function RevenuePage() {
  const { t } = useTranslation('admin');
  const fmt = useRevenueFormat();
  const { search, patch } = useUrlSearch();
  const { batch } = parseRevenueSearch(search);
  return (
    <section className="mx-auto max-w-6xl space-y-12 px-6 py-12">
      <h1 className="text-3xl font-semibold">{t('revenue.title')}</h1>
      <RevenueSummarySection fmt={fmt} />
      <PayoutBatches fmt={fmt} selected={batch} onSelect={(next) => patch({ batch: next })} />
      <ClaimForm fmt={fmt} />
    </section>
  );
}
