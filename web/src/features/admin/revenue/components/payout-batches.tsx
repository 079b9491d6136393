import { useId } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import type { RevenueFormat } from '../format';
import { batchCsvHref, payoutBatchQuery, payoutBatchesQuery } from '../api';
import type { AdminPayout, PayoutBatchSummary } from '@arrendo/contracts/web';
import { PayoutTable } from './payout-table';

const cell = 'py-2 pr-4 tabular-nums whitespace-nowrap';
const COUNTS = ['count', 'scheduled', 'paid', 'failed'] as const;

export interface PayoutBatchesProps {
  fmt: RevenueFormat;
  /** The batch opened below the list (`?batch=`). */
  selected: string | undefined;
  onSelect(batchId: string | undefined): void;
}

/**
 * The bank batches the release job wrote, newest first; one opened shows its payouts, its
 * upload file and the answers still to give. Then the Stripe transfers that failed.
 */
export function PayoutBatches({ fmt, selected, onSelect }: PayoutBatchesProps) {
  const { t } = useTranslation('admin');
  const { data } = useSuspenseQuery(payoutBatchesQuery);
  const headingId = useId();
  const batch = data.batches.find((b) => b.id === selected);
  return (
    <>
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {t('revenue.batches.title')}
          </h2>
          <p className="max-w-3xl text-sm text-neutral-600">{t('revenue.batches.intro')}</p>
        </div>
        {data.batches.length === 0 ? (
          <p data-testid="payout-batches-empty" className="text-neutral-600">
            {t('revenue.batches.empty')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{t('revenue.batches.title')}</caption>
              <thead className="border-b border-neutral-300">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t('revenue.batches.columns.createdAt')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('revenue.batches.columns.total')}
                  </th>
                  {COUNTS.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-4 text-right">
                      {t(`revenue.batches.columns.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className="py-2 pr-4">
                    <span className="sr-only">{t('revenue.batches.columns.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.batches.map((b) => (
                  <tr
                    key={b.id}
                    data-testid="payout-batch-row"
                    className={cn(
                      'border-b border-neutral-100',
                      b.id === selected ? 'bg-neutral-50' : null,
                    )}
                  >
                    <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap">
                      <time dateTime={b.createdAt}>{fmt.instant(b.createdAt)}</time>
                    </th>
                    <td className={`${cell} text-right`}>{fmt.money(b.total)}</td>
                    {COUNTS.map((column) => (
                      <td key={column} className={`${cell} text-right`}>
                        {b[column]}
                      </td>
                    ))}
                    <td className="py-2 pr-4 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-pressed={b.id === selected}
                        aria-label={t('revenue.batches.openLabel', {
                          date: fmt.instant(b.createdAt),
                        })}
                        onClick={() => onSelect(b.id === selected ? undefined : b.id)}
                      >
                        {t('revenue.batches.open')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {batch ? (
          <BatchDetail
            key={batch.id}
            summary={batch}
            fmt={fmt}
            onClose={() => onSelect(undefined)}
          />
        ) : null}
      </section>
      <StripeFailures payouts={data.stripeFailures} fmt={fmt} />
    </>
  );
}

function BatchDetail({
  summary,
  fmt,
  onClose,
}: {
  summary: PayoutBatchSummary;
  fmt: RevenueFormat;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const batch = useQuery(payoutBatchQuery(summary.id));
  const headingId = useId();
  const title = t('revenue.batches.batchTitle', { date: fmt.instant(summary.createdAt) });
  return (
    <section
      aria-labelledby={headingId}
      data-testid="payout-batch"
      className="space-y-4 rounded-xl border border-neutral-200 p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <a
            href={batchCsvHref(summary.id)}
            download
            className={buttonClass({ variant: 'primary', size: 'sm' })}
          >
            {t('revenue.batches.csv')}
          </a>
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('revenue.batches.close')}
          </Button>
        </div>
      </div>
      {batch.isPending ? (
        <LoadingDots />
      ) : batch.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-red-700">{t('revenue.batches.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void batch.refetch()}>
            {t('revenue.retry')}
          </Button>
        </div>
      ) : (
        <PayoutTable caption={title} payouts={batch.data.payouts} fmt={fmt} />
      )}
    </section>
  );
}

function StripeFailures({ payouts, fmt }: { payouts: AdminPayout[]; fmt: RevenueFormat }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('revenue.stripe.title')}
      </h2>
      {payouts.length === 0 ? (
        <p className="text-neutral-600">{t('revenue.stripe.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('revenue.stripe.title')}</caption>
            <thead className="border-b border-neutral-300">
              <tr>
                {(['createdAt', 'host', 'reference', 'amount', 'reason'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn('py-2 pr-4', column === 'amount' ? 'text-right' : null)}
                  >
                    {t(`revenue.stripe.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id} className="border-b border-neutral-100">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={payout.createdAt}>{fmt.instant(payout.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-4 font-mono break-all">{payout.hostId}</td>
                  <td className="py-2 pr-4 font-mono break-all">{payout.reference}</td>
                  <td className="py-2 pr-4 text-right font-semibold whitespace-nowrap tabular-nums">
                    {fmt.money(payout.amount)}
                  </td>
                  <td className="py-2 pr-4 break-words text-red-800">
                    {payout.failureReason ?? t('revenue.payouts.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
