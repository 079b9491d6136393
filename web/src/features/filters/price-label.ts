import type { Currency } from '@arrendo/contracts/web';
import { DISPLAY_UNIT } from '@/features/search/price-units';
import { PRICE_SLIDER } from './price-rules';

/**
 * The filter's symbols. US$ rather than the cards' bare "$": next to pesos (also written "$" in
 * Chile) a bare dollar sign on a price filter is ambiguous.
 */
const SYMBOL: Record<Currency, string> = { CLP: 'CLP$', USD: 'US$', EUR: '€', GBP: '£' };

/**
 * A slider value as money in the chosen currency: 50 → "CLP$50.000" (es-CL) or "CLP$50,000"
 * (en-US), "US$50", "€50", "£50". The slider's top reads "and above": "CLP$2.000.000+".
 */
export function formatPriceLabel(value: number, currency: Currency, locale: string): string {
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    value * DISPLAY_UNIT[currency],
  );
  return `${SYMBOL[currency]}${amount}${value >= PRICE_SLIDER.max ? '+' : ''}`;
}

/** The symbol in front of the number fields, which show whole amounts of that currency. */
export function priceSymbol(currency: Currency): string {
  return SYMBOL[currency];
}
