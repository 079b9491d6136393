import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money, PriceUnit } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { useCurrencyState } from './currency-store';
import { useStoredFees } from './fees';
import { displayPrice } from './price';
import { useShowTaxIncluded } from './tax-store';

/**
 * Formats listing prices with the visitor's currency, language and tax choice: with the toggle,
 * a unit price as a guest pays it, the admin's service fee and the IVA on that fee included.
 */
export function usePriceFormat() {
  const { t, i18n } = useTranslation('common');
  const { currency, rates } = useCurrencyState();
  const withTax = useShowTaxIncluded();
  const fees = useStoredFees();
  const lng = i18n.resolvedLanguage;
  const locale = FORMAT_LOCALE[isLanguage(lng) ? lng : 'en'];

  const format = useCallback(
    (price: Money) =>
      displayPrice(price, locale, { currency, rates, guestFees: withTax ? fees : null }),
    [locale, currency, rates, withTax, fees],
  );
  const formatPerUnit = useCallback(
    (price: Money, unit: PriceUnit) =>
      t(unit === 'hour' ? 'price.perHour' : 'price.perDay', { price: format(price) }),
    [t, format],
  );
  return { format, formatPerUnit, currency, withTax };
}
