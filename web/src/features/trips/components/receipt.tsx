import { useTranslation } from 'react-i18next';
import type { Booking, Payment } from '@arrendo/contracts/web';
import { formatMoney } from '@arrendo/contracts/web';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { convertMoney } from '@/features/preferences/price';
import {
  QuoteLinesList,
  type QuoteLineKeys,
} from '@/features/bookings/components/quote-lines-list';
import { useBookingFormat } from '@/features/bookings/format';
import { useRequestPaymentSentence } from '@/features/bookings/request-payment';
import { quoteDisplay } from '@/features/bookings/quote-lines';

/** The receipt is in CLP, as charged, the fee's IVA on its own line whatever the tax toggle says. */
const LINE_KEYS: QuoteLineKeys = {
  nights: 'receipt.nights',
  hours: 'receipt.hours',
  serviceFee: 'receipt.serviceFee',
  vat: 'receipt.vat',
  total: 'receipt.total',
};

/**
 * The booking's receipt: the quote fixed when the slot was held (decision 0029: IVA on the
 * service fee only), charged in CLP; the total also in the viewer's currency for reference.
 */
export function Receipt({ booking, payments }: { booking: Booking; payments: Payment[] }) {
  const { t } = useTranslation('trips');
  const requestPayment = useRequestPaymentSentence();
  const fmt = useBookingFormat();
  const { currency, rates } = useCurrencyState();
  const q = booking.quote;
  const paid = payments.find(
    (p) => p.status === 'succeeded' || p.status === 'partially_refunded' || p.status === 'refunded',
  );

  return (
    <section aria-labelledby="receipt-title" className="border-t border-neutral-200 py-6">
      <h2 id="receipt-title" className="mb-4 text-lg font-semibold">
        {t('receipt.title')}
      </h2>
      <QuoteLinesList
        shown={quoteDisplay(q, { currency: 'CLP', rate: 1 })}
        ns="trips"
        keys={LINE_KEYS}
        as="dl"
        className="text-sm"
        testId="receipt"
        testIdPrefix="receipt-line-"
        totalTestId="receipt-total"
      >
        {currency !== 'CLP' ? (
          <div className="flex justify-between gap-4">
            <dt>{t('receipt.inYourCurrency', { currency })}</dt>
            <dd className="tabular-nums">
              ≈ {formatMoney(convertMoney(q.total, currency, rates), fmt.numberLocale)}
            </dd>
          </div>
        ) : null}
      </QuoteLinesList>
      <div className="mt-4 space-y-1 text-sm text-muted">
        {paid ? (
          <p>
            {t('receipt.paidWith', {
              provider: t(`providers.${paid.provider}`),
              method: t(`methods.${paid.method}`),
              date: fmt.instant(paid.createdAt),
            })}
          </p>
        ) : booking.payment.state === 'authorized' ? (
          <p data-testid="receipt-authorized">
            {t('receipt.authorized')} {requestPayment('authorized')}
          </p>
        ) : (
          <p>{t('receipt.unpaid')}</p>
        )}
        {booking.payment.state === 'refund_pending' ? <p>{t('receipt.refundPending')}</p> : null}
        {booking.payment.refunded.amount > 0 ? (
          <p className="font-semibold text-neutral-900">
            {t('receipt.refunded', { amount: fmt.clp(booking.payment.refunded) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
