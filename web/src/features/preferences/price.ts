import { formatMoney, fromMajorUnits, lookupRate, toMajorUnits } from '@arrendo/contracts/web';
import type { Currency, Money, PlatformFeeRates, RatePair } from '@arrendo/contracts/web';
import { guestPrice } from './fees';

export type Rates = Partial<Record<RatePair, number>>;

export interface PriceDisplayOptions {
  currency: Currency;
  rates: Rates;
  /**
   * The 'prices with taxes' toggle (decisions.md, Money): when set, a host's price is shown as a
   * guest pays it — with the service fee and the IVA on that fee — before converting. Null: the
   * host's price as it is.
   */
  guestFees: PlatformFeeRates | null;
}

/**
 * Converts to another currency, rounding to that currency's minor unit (CLP: whole pesos). With
 * `guestFees`, the fee and its IVA are added first, in the source's own minor unit, exactly as
 * the quote adds them.
 */
export function convertMoney(
  from: Money,
  to: Currency,
  rates: Rates = {},
  opts: { guestFees?: PlatformFeeRates | null } = {},
): Money {
  const amount = opts.guestFees ? guestPrice(from.amount, opts.guestFees).total : from.amount;
  const major = toMajorUnits({ amount, currency: from.currency });
  return fromMajorUnits(major * lookupRate(from.currency, to, rates), to);
}

/** `CLP$45.000` in es-CL, `$47.50` in en-US — always in the viewer's currency. */
export function displayPrice(price: Money, locale: string, options: PriceDisplayOptions): string {
  return formatMoney(
    convertMoney(price, options.currency, options.rates, { guestFees: options.guestFees }),
    locale,
  );
}
