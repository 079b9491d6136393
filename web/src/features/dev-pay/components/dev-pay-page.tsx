import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arrendo/contracts/web';
import type { DevCompleteBody, Payment } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatLocale } from '@/features/bookings/format';
import { errorMessage, navigation } from '@/features/checkout/navigation';
import { usePageTitle } from '@/lib/page-title';
import { completeDevPayment, paymentQueryOptions } from '../api';

type Outcome = DevCompleteBody['outcome'];

/**
 * `/pay/dev/{paymentId}`: the embedded test provider's page (no provider keys set). The guest
 * decides what the provider would: the payment succeeds or fails, and the page sends them where
 * the payment service says, as a real provider's return URL would.
 */
export function DevPayPage({ paymentId }: { paymentId: string }) {
  const payment = useSuspenseQuery(paymentQueryOptions(paymentId));
  return (
    <Frame>
      <DevPayActions payment={payment.data} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('checkout');
  usePageTitle('checkout:dev.title');
  return (
    <div className="mx-auto max-w-lg px-5 pt-10 pb-24">
      <p
        className="mb-6 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900"
        data-testid="dev-banner"
      >
        {t('dev.banner')}
      </p>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">{t('dev.title')}</h1>
      {children}
    </div>
  );
}

/** The route's pending component. */
export function DevPayPending() {
  const { t } = useTranslation('checkout');
  return (
    <Frame>
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </div>
    </Frame>
  );
}

/** The route's not-found component: no such payment, or not the visitor's (the API's 404). */
export function DevPayNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <Frame>
      <p role="alert" className="text-sm text-red-700" data-testid="dev-error">
        {t('dev.notFound')}
      </p>
    </Frame>
  );
}

/** The route's error component: the server's message, or the page's own sentence. */
export function DevPayError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('checkout');
  return (
    <Frame>
      <p role="alert" className="text-sm text-red-700" data-testid="dev-error">
        {errorMessage(error, t('dev.loadFailed'))}
      </p>
    </Frame>
  );
}

function DevPayActions({ payment }: { payment: Payment }) {
  const { t } = useTranslation('checkout');
  const locale = useFormatLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const complete = useMutation({
    mutationFn: (outcome: Outcome) => completeDevPayment(payment.id, { outcome }),
    onMutate: () => setFailure(null),
    onSuccess: ({ redirectTo }) => navigation.assign(redirectTo),
    onError: (error) => setFailure(errorMessage(error, t('dev.failed'))),
  });
  const amount = formatMoney(payment.amount, locale);
  const open = payment.status === 'requires_action';
  // Once the outcome is sent the page is leaving: both buttons stay off until it has gone.
  const busy = complete.isPending || complete.isSuccess;

  return (
    <div>
      <dl className="mb-6 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="font-semibold">{t('dev.amount')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="dev-amount">
            {amount}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="font-semibold">{t('dev.method')}</dt>
          <dd>{t(payment.method === 'card' ? 'pay.card' : 'pay.local')}</dd>
        </div>
      </dl>
      {open ? null : (
        <p role="status" className="mb-4 text-sm" data-testid="dev-closed">
          {t('dev.closed', { status: t(`dev.status.${payment.status}`) })}
        </p>
      )}
      <div className="space-y-3">
        <Button
          size="lg"
          className="w-full"
          disabled={!open || busy}
          aria-busy={complete.isPending && complete.variables === 'succeed'}
          onClick={() => complete.mutate('succeed')}
        >
          {t('dev.pay', { amount })}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          disabled={!open || busy}
          aria-busy={complete.isPending && complete.variables === 'fail'}
          onClick={() => complete.mutate('fail')}
        >
          {t('dev.fail')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="mt-4 text-sm text-red-700" data-testid="dev-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
