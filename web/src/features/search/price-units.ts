import { LIMITS, lookupRate } from '@arrendo/contracts/web';
import type { Currency } from '@arrendo/contracts/web';
import type { Rates } from '@/features/preferences/price';

/**
 * The price filter's numbers are display units of the chosen currency (0012-search.md):
 * thousands of pesos for CLP (50–1000 = CLP 50.000–1.000.000), whole units for USD, EUR and GBP
 * (50–1000 = US$50–1.000), so one slider fits every currency. Prices shown with VAT are filtered
 * as shown.
 */
export const DISPLAY_UNIT: Record<Currency, number> = { CLP: 1000, USD: 1, EUR: 1, GBP: 1 };

export interface PriceContext {
  currency: Currency;
  rates: Rates;
  withTax: boolean;
}

function clpPerDisplayUnit({ currency, rates, withTax }: PriceContext): number {
  const vat = withTax ? 1 + LIMITS.vatPercent / 100 : 1;
  return (DISPLAY_UNIT[currency] * lookupRate(currency, 'CLP', rates)) / vat;
}

/** A slider value → whole pesos before VAT, rounded outwards so the shown bound is included. */
export function displayToClp(value: number, ctx: PriceContext, end: 'min' | 'max'): number {
  const clp = value * clpPerDisplayUnit(ctx);
  return Math.max(0, end === 'min' ? Math.floor(clp) : Math.ceil(clp));
}

/** Whole pesos before VAT → slider units (for labels such as "CLP 50k"). */
export function clpToDisplay(clp: number, ctx: PriceContext): number {
  return clp / clpPerDisplayUnit(ctx);
}
