import { useTranslation } from 'react-i18next';
import { LIMITS, formatMoney, type ExtraFee, type PriceUnit } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { displayPrice } from '@/features/preferences/price';
import { pricePreview } from '../price-preview';

export interface PricePreviewCardProps {
  price: number | null;
  fees: readonly Pick<ExtraFee, 'amount'>[];
  unit: PriceUnit;
}

/** 'Guests pay' and 'You earn' for one day or one hour, in CLP and the visitor's currency. */
export function PricePreviewCard({ price, fees, unit }: PricePreviewCardProps) {
  const { t, i18n } = useTranslation('wizard');
  const { currency, rates } = useCurrencyState();
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];
  const preview = pricePreview(price, fees);

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
                amount: displayPrice(clp, locale, { currency, rates, withTax: false }),
              })}
            </span>
          ) : null}
        </dd>
      </div>
    );
  };

  return (
    <section
      aria-labelledby="price-preview-heading"
      className="rounded-xl border border-neutral-200 p-4"
      aria-live="polite"
    >
      <h3 id="price-preview-heading" className="font-semibold">
        {t('pricing.preview')} · {t(unit === 'hour' ? 'pricing.previewHour' : 'pricing.previewDay')}
      </h3>
      <dl className="divide-y divide-neutral-200">
        {row(t('pricing.guestsPay'), preview.guestPays, 'guests-pay')}
        {row(t('pricing.youEarn'), preview.hostEarns, 'you-earn')}
      </dl>
      <p className="text-xs text-neutral-600">
        {t('pricing.serviceFee', { percent: LIMITS.serviceFeePercent })}
      </p>
    </section>
  );
}
