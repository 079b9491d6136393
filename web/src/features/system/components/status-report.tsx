import { useTranslation } from 'react-i18next';
import type { ListingsCount, SystemStatus } from '../api';
import { DevPaymentProviderLine } from './dev-payment-provider-line';
import { ServiceChecks } from './service-checks';

const OVERALL_TONE = {
  ok: 'text-green-700',
  degraded: 'text-amber-900',
  down: 'text-red-700',
} as const;

/** What `/api/health` and the listings count said, as the page shows it. */
export function StatusReport({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('common');
  const { health, listings } = status;
  return (
    <div className="space-y-8">
      <p
        data-testid="status-overall"
        className={`text-lg font-semibold ${OVERALL_TONE[health.status]}`}
      >
        {t(`status.overall.${health.status}`)}
      </p>
      <DevPaymentProviderLine on={health.devPaymentProvider} />
      <section aria-labelledby="status-services">
        <h2 id="status-services" className="text-xl font-semibold">
          {t('status.services.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('status.services.note')}</p>
        <ServiceChecks checks={health.checks} />
      </section>
      <section aria-labelledby="status-listings">
        <h2 id="status-listings" className="text-xl font-semibold">
          {t('status.listings.heading')}
        </h2>
        <ListingsLine listings={listings} />
      </section>
    </div>
  );
}

/** Spec §8's connection test texts, for the count of published listings. */
function ListingsLine({ listings }: { listings: ListingsCount }) {
  const { t } = useTranslation('common');
  if ('total' in listings) {
    return (
      <p data-testid="status-listings" className="mt-3 font-semibold text-green-700">
        {t('status.listings.found', { count: listings.total })}
      </p>
    );
  }
  return (
    <div data-testid="status-listings" className="mt-3">
      <p className="font-semibold text-red-700">{t(`status.connection.${listings.failure}`)}</p>
      <p className="mt-1 text-sm text-muted">{listings.message}</p>
    </div>
  );
}
