import { lookupRate } from '@arrendo/contracts/web';
import type { Currency, PlatformFees } from '@arrendo/contracts/web';
import type { Rates } from '@/features/preferences/price';

/**
 * The price filter's numbers are display units of the chosen currency (0012-search.md):
 * thousands of pesos for CLP (50–1000 = CLP 50.000–1.000.000), whole units for USD, EUR and GBP
 * (50–1000 = US$50–1.000), so one slider fits every currency. Prices shown as guests pay them (the
 * tax toggle: the service fee and its IVA added) are filtered as shown.
 */
export const DISPLAY_UNIT: Record<Currency, number> = { CLP: 1000, USD: 1, EUR: 1, GBP: 1 };

export interface PriceContext {
  currency: Currency;
  rates: Rates;
  /** The tax toggle's fee and IVA (decision 0029); null when prices are the host's own. */
  guestFees: PlatformFees | null;
}

/** What a guest pays per peso of the host's price: 1 + fee × (1 + IVA), rounding aside. */
function guestFactor(fees: PlatformFees | null): number {
  if (!fees) return 1;
  return 1 + (fees.serviceFeePercent / 100) * (1 + fees.vatPercent / 100);
}

function clpPerDisplayUnit({ currency, rates, guestFees }: PriceContext): number {
  return (DISPLAY_UNIT[currency] * lookupRate(currency, 'CLP', rates)) / guestFactor(guestFees);
}

/** A slider value → the host's whole pesos, rounded outwards so the shown bound is included. */
export function displayToClp(value: number, ctx: PriceContext, end: 'min' | 'max'): number {
  const clp = value * clpPerDisplayUnit(ctx);
  return Math.max(0, end === 'min' ? Math.floor(clp) : Math.ceil(clp));
}

/** The host's whole pesos → slider units (for labels such as "CLP 50k"). */
export function clpToDisplay(clp: number, ctx: PriceContext): number {
  return clp / clpPerDisplayUnit(ctx);
}
