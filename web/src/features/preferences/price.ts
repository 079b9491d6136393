import {
  LIMITS,
  formatMoney,
  fromMajorUnits,
  lookupRate,
  toMajorUnits,
} from '@arrendo/contracts/web';
import type { Currency, Money, RatePair } from '@arrendo/contracts/web';

export type Rates = Partial<Record<RatePair, number>>;

export interface PriceDisplayOptions {
  currency: Currency;
  rates: Rates;
  /** Adds Chilean VAT (19%) before converting. */
  withTax: boolean;
}

export function addVat(major: number): number {
  return major * (1 + LIMITS.vatPercent / 100);
}

/** Converts to another currency, rounding to that currency's minor unit (CLP: whole pesos). */
export function convertMoney(
  from: Money,
  to: Currency,
  rates: Rates = {},
  opts: { withTax?: boolean } = {},
): Money {
  const base = toMajorUnits(from);
  const major = (opts.withTax ? addVat(base) : base) * lookupRate(from.currency, to, rates);
  return fromMajorUnits(major, to);
}

/** `CLP$45.000` in es-CL, `$47.50` in en-US — always in the viewer's currency. */
export function displayPrice(price: Money, locale: string, options: PriceDisplayOptions): string {
  return formatMoney(
    convertMoney(price, options.currency, options.rates, { withTax: options.withTax }),
    locale,
  );
}
