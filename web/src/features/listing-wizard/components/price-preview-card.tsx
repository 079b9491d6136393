import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ExtraFee, type PriceUnit } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { platformFeesQueryOptions } from '@/features/preferences/fees';
import { displayPrice } from '@/features/preferences/price';
import { pricePreview } from '../price-preview';

export interface PricePreviewCardProps {
  price: number | null;
  fees: readonly Pick<ExtraFee, 'amount'>[];
  unit: PriceUnit;
}

/**
 * 'Guests pay' and 'You earn' for one day or one hour, in CLP and the visitor's currency, with
 * the service fee the admin set (asked of the server, never a constant here) and IVA on that fee.
 */
export function PricePreviewCard({ price, fees, unit }: PricePreviewCardProps) {
  const { t, i18n } = useTranslation('wizard');
  const { currency, rates } = useCurrencyState();
  const platform = useQuery(platformFeesQueryOptions());
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];

  const row = (label: string, amount: number, testId: string) => {
    const clp = { amount, currency: 'CLP' as const };
    return (
      <div className="flex items-baseline justify-between gap-4 py-2">
        <dt>{label}</dt>
        <dd className="text-right">
          <span className="text-lg font-semibold" data-testid={testId}>
            {formatMoney(clp, locale)}
          </span>
          {currency !== 'CLP' ? (
            <span className="block text-sm text-neutral-600" data-testid={`${testId}-converted`}>
              {t('pricing.inCurrency', {
                amount: displayPrice(clp, locale, { currency, rates, guestFees: null }),
              })}
            </span>
          ) : null}
        </dd>
      </div>
    );
  };

  let body;
  if (platform.data) {
    const preview = pricePreview(price, fees, platform.data);
    body = (
      <>
        <dl className="divide-y divide-neutral-200">
          {row(t('pricing.guestsPay'), preview.guestPays, 'guests-pay')}
          {row(t('pricing.youEarn'), preview.hostEarns, 'you-earn')}
        </dl>
        <p className="text-xs text-neutral-600" data-testid="preview-fee-note">
          {t('pricing.serviceFee', {
            percent: new Intl.NumberFormat(locale).format(platform.data.serviceFeePercent),
            vat: new Intl.NumberFormat(locale).format(platform.data.vatPercent),
          })}
        </p>
      </>
    );
  } else if (platform.isError) {
    body = (
      <p role="alert" className="py-2 text-sm text-red-800">
        {t('pricing.feesFailed')}
      </p>
    );
  } else {
    body = (
      <p className="py-2 text-sm text-neutral-600" aria-busy="true">
        {t('pricing.feesLoading')}
      </p>
    );
  }

  return (
    <section
      aria-labelledby="price-preview-heading"
      className="rounded-xl border border-neutral-200 p-4"
      aria-live="polite"
    >
      <h3 id="price-preview-heading" className="font-semibold">
        {t('pricing.preview')} · {t(unit === 'hour' ? 'pricing.previewHour' : 'pricing.previewDay')}
      </h3>
      {body}
    </section>
  );
}
