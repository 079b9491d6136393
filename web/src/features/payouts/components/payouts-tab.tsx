import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { hostPayoutsQueryOptions } from '../api';
import { usePayoutFormat } from '../format';
import { PayoutLines } from './payout-lines';
import { PayoutList } from './payout-list';
import { PayoutTotals } from './payout-totals';

/**
 * `/payments?tab=payouts`: what the host is owed and was paid (decision 0041). The balances,
 * a prompt while there is nowhere to pay them, the payouts, and the ledger line by line with the
 * booking each comes from. The route's loader has read the ledger.
 */
export function PayoutsTab() {
  const { data: ledger } = useSuspenseQuery(hostPayoutsQueryOptions());
  const fmt = usePayoutFormat();
  return (
    <div className="space-y-8">
      {ledger.method === null ? <NoMethodBanner /> : null}
      <PayoutTotals ledger={ledger} fmt={fmt} />
      <PayoutList payouts={ledger.payouts} fmt={fmt} />
      <PayoutLines lines={ledger.lines} fmt={fmt} />
    </div>
  );
}

function NoMethodBanner() {
  const { t } = useTranslation('payouts');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="payout-method-missing"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold">
          {t('noMethod.title')}
        </h2>
        <p className="text-sm text-neutral-700">{t('noMethod.body')}</p>
      </div>
      <Link to="/payment-setup" className={buttonClass({ variant: 'primary', size: 'sm' })}>
        {t('noMethod.link')}
      </Link>
    </section>
  );
}

/** The tab's outline while the ledger loads. */
export function PayoutsTabPending() {
  const { t } = useTranslation('payouts');
  return (
    <div role="status" aria-label={t('loading')} aria-busy="true" className="space-y-8">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    </div>
  );
}

/** The ledger did not load: what happened and a retry. */
export function PayoutsTabError({ retry }: { retry(): void }) {
  const { t } = useTranslation('payouts');
  return (
    <section role="alert" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-lg font-semibold">{t('error.title')}</h2>
      <p className="mt-2 text-muted">{t('error.body')}</p>
      <Button className="mt-6" variant="secondary" onClick={retry}>
        {t('error.retry')}
      </Button>
    </section>
  );
}
