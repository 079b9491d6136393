import { useTranslation } from 'react-i18next';
import type { PriceUnit } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';
import { priceSymbol } from '../price-label';
import { liveMaxInput, liveMinInput, readMaxInput, readMinInput } from '../price-rules';
import { usePriceLabel } from '../use-price-label';
import { PriceInput } from './price-input';
import { PriceSlider } from './price-slider';

interface PriceSectionProps {
  value: [number, number];
  onChange(range: [number, number]): void;
  mode: PriceUnit;
}

/** The price range: the two-handle slider, what it reads as money, and the two number fields. */
export function PriceSection({ value, onChange, mode }: PriceSectionProps) {
  const { t, i18n } = useTranslation('filters');
  const { format, currency, withTax, unit } = usePriceLabel();
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];
  const symbol = priceSymbol(currency);
  const [min, max] = value;
  const hintKey = `${mode}${withTax ? 'Tax' : ''}` as 'day' | 'dayTax' | 'hour' | 'hourTax';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-muted">{t(`price.hint.${hintKey}`)}</p>
        <p className="text-sm font-semibold" data-testid="price-range-label">
          {t('price.range', { min: format(min), max: format(max) })}
        </p>
      </div>
      <PriceSlider
        value={value}
        onChange={onChange}
        format={format}
        minLabel={t('price.minimumHandle')}
        maxLabel={t('price.maximumHandle')}
      />
      <div className="flex items-center gap-3">
        <PriceInput
          label={t('price.minimum')}
          value={min}
          unit={unit}
          symbol={symbol}
          locale={locale}
          live={(text) => liveMinInput(text, max, unit)}
          commit={(text) => readMinInput(text, max, unit)}
          onChange={(next) => onChange([next, max])}
          testId="price-min-input"
        />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <PriceInput
          label={t('price.maximum')}
          value={max}
          unit={unit}
          symbol={symbol}
          locale={locale}
          live={(text) => liveMaxInput(text, min, unit)}
          commit={(text) => readMaxInput(text, min, unit)}
          onChange={(next) => onChange([min, next])}
          testId="price-max-input"
        />
      </div>
    </div>
  );
}
