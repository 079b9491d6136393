import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Payment } from '@arrendo/contracts/web';
import { formatMoney } from '@arrendo/contracts/web';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { convertMoney } from '@/features/preferences/price';
import { useBookingFormat } from '../format';

function Line({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The booking's receipt: the quote fixed when the slot was held (decision 0013: VAT on top of
 * base + service fee), charged in CLP; the total also in the viewer's currency for reference.
 */
export function Receipt({ booking, payments }: { booking: Booking; payments: Payment[] }) {
  const { t } = useTranslation('trips');
  const fmt = useBookingFormat();
  const { currency, rates } = useCurrencyState();
  const q = booking.quote;
  const paid = payments.find(
    (p) => p.status === 'succeeded' || p.status === 'partially_refunded' || p.status === 'refunded',
  );
  const unitKey = q.unit === 'hour' ? 'receipt.hours' : 'receipt.nights';

  return (
    <section aria-labelledby="receipt-title" className="border-t border-neutral-200 py-6">
      <h2 id="receipt-title" className="mb-4 text-lg font-semibold">
        {t('receipt.title')}
      </h2>
      <dl className="space-y-2 text-sm" data-testid="receipt">
        <Line
          label={t(unitKey, { count: q.units, price: fmt.clp(q.unitPrice) })}
          value={fmt.clp(q.subtotal)}
        />
        {q.extraFees.map((fee) => (
          <Line key={fee.name} label={fee.name} value={fmt.clp(fee.amount)} />
        ))}
        <Line
          label={t('receipt.serviceFee', { percent: q.serviceFeePercent })}
          value={fmt.clp(q.serviceFee)}
        />
        <Line label={t('receipt.vat', { percent: q.vatPercent })} value={fmt.clp(q.vat)} />
        <div className="border-t border-neutral-200 pt-2">
          <Line label={t('receipt.total')} value={fmt.clp(q.total)} strong />
        </div>
        {currency !== 'CLP' ? (
          <Line
            label={t('receipt.inYourCurrency', { currency })}
            value={`≈ ${formatMoney(convertMoney(q.total, currency, rates), fmt.numberLocale)}`}
          />
        ) : null}
      </dl>
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
          <p>{t('receipt.authorized')}</p>
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
