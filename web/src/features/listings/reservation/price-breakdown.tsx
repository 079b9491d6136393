import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney, type Quote } from '@arrendo/contracts/web';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import {
  QuoteLinesList,
  type QuoteLineKeys,
} from '@/features/bookings/components/quote-lines-list';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { quoteDisplay } from '@/features/bookings/quote-lines';
import { problemOf } from './reserve-errors';

/** Every line as charged, the IVA on the service fee its own line, whatever the tax toggle says. */
const LINE_KEYS: QuoteLineKeys = {
  nights: 'reserve.nightsLine',
  hours: 'reserve.hoursLine',
  serviceFee: 'reserve.serviceFee',
  vat: 'reserve.vat',
  total: 'reserve.total',
};

/** The quote for the picked slot, line by line (spec 2.12's breakdown, before checkout). */
export function PriceBreakdown({ quote }: { quote: UseQueryResult<Quote> }) {
  const { t } = useTranslation('listing');
  const locale = useFormatLocale();

  if (quote.isPending) {
    return (
      <div className="space-y-3" data-testid="quote-loading" aria-busy="true">
        <span className="sr-only">{t('reserve.quoteLoading')}</span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-5 w-full" />
      </div>
    );
  }
  if (quote.isError) {
    const error = quote.error;
    // A 400 names what the slot breaks (minimum hours, too many guests…); anything else is ours.
    const clientProblem = ApiError.is(error) && error.status >= 400 && error.status < 500;
    return (
      <div
        role="alert"
        className="rounded-xl bg-red-50 p-3 text-sm text-red-900"
        data-testid="quote-error"
      >
        <p>{clientProblem ? problemOf(error) : t('reserve.quoteFailed')}</p>
        {clientProblem ? null : (
          <button
            type="button"
            className="mt-2 font-semibold underline"
            onClick={() => void quote.refetch()}
          >
            {t('reserve.retry')}
          </button>
        )}
      </div>
    );
  }

  const shown = quoteDisplay(quote.data);
  return (
    <div className="text-sm" data-testid="price-breakdown">
      <QuoteLinesList
        shown={shown}
        ns="listing"
        keys={LINE_KEYS}
        as="ul"
        testIdPrefix="quote-line-"
        totalTestId="quote-total"
      />
      {shown.charged ? (
        <p className="mt-2 text-xs text-muted" data-testid="charged-in-clp">
          {t('reserve.chargedIn', { amount: formatMoney(shown.charged, locale) })}
        </p>
      ) : null}
    </div>
  );
}
