import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentStatus } from '@arrendo/contracts/web';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useSession } from '@/features/auth/session';
import { myPaymentsQueryOptions } from '@/features/bookings/api';
import {
  PayoutsTab,
  PayoutsTabError,
  PayoutsTabPending,
} from '@/features/payouts/components/payouts-tab';
import {
  PagedList,
  PagedListError,
  PagedListSkeleton,
} from '@/features/trips/components/paged-list';
import { TabList, panelId, tabId } from '@/features/trips/components/tab-list';
import { useUrlSearch } from '@/features/trips/use-url-search';
import { useBookingFormat } from '@/features/bookings/format';
import { useRequestPaymentSentence } from '@/features/bookings/request-payment';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { paymentsTabOf, type PaymentsTab } from '../tabs';

const TONES: Record<PaymentStatus, string> = {
  requires_action: 'bg-amber-100 text-amber-900',
  authorized: 'bg-sky-100 text-sky-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  partially_refunded: 'bg-violet-100 text-violet-900',
  refunded: 'bg-violet-100 text-violet-900',
};

/**
 * `/payments` (decisions.md): the signed-in user's payments — charges they paid and, for hosts,
 * those received for their listings — each linked to its booking, with what was refunded. Its
 * `?tab=payouts` is the host's payouts (features/payouts).
 */
export function PaymentsPage() {
  const { t } = useTranslation('trips');
  const { tab, select } = usePaymentsTab();
  return (
    <PaymentsFrame tab={tab} onSelect={select}>
      {tab === 'payouts' ? (
        <PayoutsTab />
      ) : (
        <PagedList
          label={t('payments.title')}
          queryFor={(cursor) => myPaymentsQueryOptions(cursor)}
          keyOf={(p) => p.id}
          renderItem={(payment) => <PaymentRow payment={payment} />}
          empty={
            <div className="mx-auto max-w-md py-16 text-center">
              <p className="text-lg font-semibold">{t('payments.emptyTitle')}</p>
              <p className="mt-2 text-muted">{t('payments.emptyBody')}</p>
              <Link to="/" className={buttonClass({ variant: 'primary' }) + ' mt-6'}>
                {t('empty.search')}
              </Link>
            </div>
          }
        />
      )}
    </PaymentsFrame>
  );
}

/** The tab in the address (`?tab=`), and a way to pick another. */
function usePaymentsTab() {
  const { search, patch } = useUrlSearch();
  const tab = paymentsTabOf(search);
  const select = (next: PaymentsTab) => patch({ tab: next === 'payments' ? undefined : next });
  return { tab, select };
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('trips');
  const fmt = useBookingFormat();
  const requestPayment = useRequestPaymentSentence();
  const { user } = useSession();
  const received = user?.id === payment.hostId && user.id !== payment.guestId;
  return (
    <article
      data-testid="payment-row"
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-neutral-200 p-4"
    >
      <div className="min-w-0">
        <p className="font-semibold">
          {t(received ? 'payments.received' : 'payments.charge')} ·{' '}
          <time dateTime={payment.createdAt}>{fmt.instant(payment.createdAt)}</time>
        </p>
        <p className="text-sm text-muted">
          {t('payments.via', {
            method: t(`methods.${payment.method}`),
            provider: t(`providers.${payment.provider}`),
          })}
        </p>
        <Link
          to="/bookings/$id"
          params={{ id: payment.bookingId }}
          className="mt-1 inline-block text-sm font-semibold underline"
        >
          {t('payments.viewBooking')}
        </Link>
        {payment.status === 'authorized' ? (
          <p className="mt-1 text-sm text-muted" data-testid="payment-authorized-note">
            {requestPayment('authorized')}
          </p>
        ) : null}
        {payment.status === 'failed' && payment.failureMessage ? (
          <p className="mt-1 text-sm text-red-800">{payment.failureMessage}</p>
        ) : null}
      </div>
      <div className="text-right">
        <p className="font-semibold tabular-nums">{fmt.clp(payment.amount)}</p>
        <span
          data-testid="payment-status"
          className={cn(
            'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
            TONES[payment.status],
          )}
        >
          {t(`payments.status.${payment.status}`)}
        </span>
        {payment.refundedAmount.amount > 0 ? (
          <p className="mt-1 text-sm text-muted">
            {t('payments.refunded', { amount: fmt.clp(payment.refundedAmount) })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

const TABS_ID = 'payments';
const PAYMENTS_TABS: readonly PaymentsTab[] = ['payments', 'payouts'];

/** The page's heading and tabs around the active tab's panel (payouts need the wider table). */
function PaymentsFrame({
  tab,
  onSelect,
  children,
}: {
  tab: PaymentsTab;
  onSelect(tab: PaymentsTab): void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('trips');
  const { t: tPayouts } = useTranslation('payouts');
  usePageTitle('trips:payments.title');
  return (
    <div
      className={cn(
        'mx-auto px-5 pt-6 pb-24 md:px-10',
        tab === 'payouts' ? 'max-w-5xl' : 'max-w-3xl',
      )}
    >
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('payments.title')}
      </h1>
      <TabList<PaymentsTab>
        label={tPayouts('tabs.label')}
        tabs={PAYMENTS_TABS}
        active={tab}
        labelOf={(x) => tPayouts(`tabs.${x}`)}
        onSelect={onSelect}
        idPrefix={TABS_ID}
      />
      <div role="tabpanel" id={panelId(TABS_ID)} aria-labelledby={tabId(TABS_ID, tab)}>
        {children}
      </div>
    </div>
  );
}

/** The route's pending component: the active tab's outline while it loads. */
export function PaymentsPagePending() {
  const { tab, select } = usePaymentsTab();
  return (
    <PaymentsFrame tab={tab} onSelect={select}>
      {tab === 'payouts' ? <PayoutsTabPending /> : <PagedListSkeleton />}
    </PaymentsFrame>
  );
}

/** The route's error component: the active tab did not load. */
export function PaymentsPageError({ reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  const { tab, select } = usePaymentsTab();
  return (
    <PaymentsFrame tab={tab} onSelect={select}>
      {tab === 'payouts' ? <PayoutsTabError retry={retry} /> : <PagedListError retry={retry} />}
    </PaymentsFrame>
  );
}
