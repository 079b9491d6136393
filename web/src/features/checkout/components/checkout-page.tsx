import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingDetailResponse } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingDetailQueryOptions } from '@/features/bookings/api';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { errorMessage } from '../navigation';
import { useCountdown } from '../use-countdown';
import { BookingDetails, PropertySummary, RefundPolicySummary } from './booking-summary';
import { BookingState, checkoutState } from './booking-state';
import { HoldCountdown } from './hold-countdown';
import { PaymentSection } from './payment-section';
import { PriceBreakdown } from './price-breakdown';

interface CheckoutPageProps {
  bookingId: string;
  /** `?payment=failed`: the provider (the dev page's fail path) sent the guest back. */
  paymentFailed?: boolean;
}

/** `/checkout/{bookingId}` (spec 2.12, §4): pay for a held booking before the hold lapses. */
export function CheckoutPage({ bookingId, paymentFailed = false }: CheckoutPageProps) {
  usePageTitle('checkout:title');
  const detail = useSuspenseQuery({
    ...bookingDetailQueryOptions(bookingId),
    // Paid but still pending: the booking service moves it on within seconds; follow it.
    refetchInterval: (query) => {
      const booking = query.state.data?.booking;
      return booking?.status === 'pending' && booking.payment.state !== 'unpaid' ? 3000 : false;
    },
  });
  return (
    <Frame>
      <CheckoutContent detail={detail.data} paymentFailed={paymentFailed} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-[1120px] px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">{t('title')}</h1>
      {children}
    </div>
  );
}

/** The route's pending component. */
export function CheckoutPending() {
  usePageTitle('checkout:title');
  return (
    <Frame>
      <CheckoutSkeleton />
    </Frame>
  );
}

/**
 * The route's not-found component: a booking that does not exist or is not the visitor's (the API
 * answers both with 404), or an address that cannot name one.
 */
export function CheckoutNotFound() {
  const { t } = useTranslation('checkout');
  usePageTitle('checkout:title');
  return (
    <Frame>
      <ErrorPanel message={t('errors.notFound')} />
    </Frame>
  );
}

/** The route's error component: the server's message, and a retry when a retry may help. */
export function CheckoutError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('checkout');
  usePageTitle('checkout:title');
  const retry = useRouteRetry(reset);
  // A network failure may pass; a 4xx (not yours) will not.
  const retries = !ApiError.is(error) || error.status === 0 || error.status >= 500;
  return (
    <Frame>
      <ErrorPanel
        message={errorMessage(error, t('errors.loadFailed'))}
        onRetry={retries ? retry : undefined}
      />
    </Frame>
  );
}

function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
      data-testid="checkout-error"
    >
      <p className="font-semibold">{t('errors.title')}</p>
      <p className="mt-2 text-sm">{message}</p>
      {onRetry ? (
        <Button className="mt-4" variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}

function CheckoutSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div aria-busy="true" className="grid gap-10 md:grid-cols-[1fr_380px]">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div className="space-y-4">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function CheckoutContent({
  detail,
  paymentFailed,
}: {
  detail: BookingDetailResponse;
  paymentFailed: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { booking } = detail;
  const pending = booking.status === 'pending';
  const remaining = useCountdown(pending ? booking.expiresAt : null);
  const state = checkoutState(booking, remaining === 0);

  return (
    <div className="grid gap-10 md:grid-cols-[1fr_380px]">
      <div>
        <PropertySummary booking={booking} />
        <BookingDetails booking={booking} />
        <RefundPolicySummary booking={booking} />
        <div className="pt-6">
          {paymentFailed && state === null ? (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
              data-testid="payment-failed"
            >
              {t('pay.failedReturn')}
            </p>
          ) : null}
          {state === null ? (
            remaining !== null ? (
              <HoldCountdown remainingMs={remaining} />
            ) : null
          ) : (
            <BookingState booking={booking} state={state} />
          )}
        </div>
        {state === null || state === 'expired' ? (
          <PaymentSection booking={booking} disabled={state === 'expired'} />
        ) : null}
      </div>
      <div className="md:sticky md:top-28 md:self-start">
        <PriceBreakdown booking={booking} />
      </div>
    </div>
  );
}
