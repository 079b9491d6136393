import { formatMoney, fromMajorUnits, lookupRate } from '@arrendo/contracts/web';
import type { Currency, Quote } from '@arrendo/contracts/web';
import type { Rates } from '@/features/preferences/price';

/** One line of the checkout's price breakdown, amounts in CLP as the quote fixed them. */
export type BreakdownLine =
  | { kind: 'units'; unitPrice: number; units: number; unit: Quote['unit']; amount: number }
  | { kind: 'fee'; name: string; amount: number }
  | { kind: 'service'; percent: number; amount: number }
  | { kind: 'vat'; percent: number; amount: number; included: boolean };

/**
 * The quote's lines (decisions.md, Money). Before taxes (the default) VAT is its own line; with
 * the tax toggle on every line carries its VAT, as listing prices do on the property page, and the
 * VAT line says how much of the total it is. The total is the quote's either way.
 */
export function breakdownLines(quote: Quote, withTax: boolean): BreakdownLine[] {
  const taxed = (amount: number) => (withTax ? amount * (1 + quote.vatPercent / 100) : amount);
  return [
    {
      kind: 'units',
      unitPrice: taxed(quote.unitPrice.amount),
      units: quote.units,
      unit: quote.unit,
      amount: taxed(quote.subtotal.amount),
    },
    ...quote.extraFees.map((fee): BreakdownLine => ({
      kind: 'fee',
      name: fee.name,
      amount: taxed(fee.amount.amount),
    })),
    { kind: 'service', percent: quote.serviceFeePercent, amount: taxed(quote.serviceFee.amount) },
    { kind: 'vat', percent: quote.vatPercent, amount: quote.vat.amount, included: withTax },
  ];
}

/**
 * 1 CLP in the visitor's currency: the rate the quote was made with when it is in that currency
 * (what the guest saw when holding), else today's rates from the currency store.
 */
export function displayRate(quote: Quote, currency: Currency, rates: Rates): number {
  if (currency === 'CLP') return 1;
  if (quote.display.currency === currency) return quote.display.rate;
  return lookupRate('CLP', currency, rates);
}

/** A CLP amount in the visitor's currency, rounded to that currency's minor unit. */
export function formatConverted(
  clp: number,
  currency: Currency,
  rate: number,
  locale: string,
): string {
  return formatMoney(fromMajorUnits(clp * rate, currency), locale);
}
