import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney, type Money, type Quote } from '@arrendo/contracts/web';
import { Skeleton } from '@/components/ui/skeleton';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useShowTaxIncluded } from '@/features/preferences/tax-store';
import { quoteDisplay, type QuoteLine } from './quote-lines';
import { problemOf } from './reserve-errors';

/** The quote for the picked slot, line by line (spec 2.12's breakdown, before checkout). */
export function PriceBreakdown({ quote }: { quote: UseQueryResult<Quote> }) {
  const { t, i18n } = useTranslation('listing');
  const withTax = useShowTaxIncluded();
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
  const money = (m: Money) => formatMoney(m, locale);

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
        className="rounded-xl bg-rose-50 p-3 text-sm text-rose-900"
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

  const shown = quoteDisplay(quote.data, withTax);
  const label = (line: QuoteLine) => {
    switch (line.kind) {
      case 'units':
        return t(line.unit === 'hour' ? 'reserve.hoursLine' : 'reserve.nightsLine', {
          price: money(line.unitPrice),
          count: line.units,
        });
      case 'fee':
        return line.name;
      case 'service':
        return t('reserve.serviceFee', { percent: line.percent });
      case 'vat':
        return t('reserve.vat', { percent: line.percent });
    }
  };

  return (
    <div className="text-sm" data-testid="price-breakdown">
      <ul className="space-y-3">
        {shown.lines.map((line, i) => (
          <li
            key={i}
            className="flex justify-between gap-4"
            data-testid={`quote-line-${line.kind}`}
          >
            <span>{label(line)}</span>
            <span className="tabular-nums">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p
        className="mt-4 flex justify-between gap-4 border-t border-neutral-200 pt-4 text-base font-semibold"
        data-testid="quote-total"
      >
        <span>{t('reserve.total')}</span>
        <span className="tabular-nums">{money(shown.total)}</span>
      </p>
      {withTax ? (
        <p className="mt-1 text-xs text-muted">
          {t('reserve.vatIncluded', { percent: quote.data.vatPercent })}
        </p>
      ) : null}
      {shown.charged ? (
        <p className="mt-2 text-xs text-muted" data-testid="charged-in-clp">
          {t('reserve.chargedIn', { amount: money(shown.charged) })}
        </p>
      ) : null}
    </div>
  );
}
