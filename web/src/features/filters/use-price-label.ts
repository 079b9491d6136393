import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_LOCALE, currentLanguage } from '@/i18n';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { useShowTaxIncluded } from '@/features/preferences/tax-store';
import { DISPLAY_UNIT } from '@/features/search/price-units';
import { formatPriceLabel } from './price-label';

/** The price filter in the guest's currency, language and VAT choice (preferences stores). */
export function usePriceLabel() {
  const { i18n } = useTranslation();
  const { currency } = useCurrencyState();
  const withTax = useShowTaxIncluded();
  const locale = FORMAT_LOCALE[currentLanguage(i18n)];
  const format = useCallback(
    (value: number) => formatPriceLabel(value, currency, locale),
    [currency, locale],
  );
  return { format, currency, withTax, unit: DISPLAY_UNIT[currency] };
}
