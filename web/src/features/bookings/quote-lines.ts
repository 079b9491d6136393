import { fromMajorUnits, lookupRate } from '@arrendo/contracts/web';
import type { ClpAmount, Currency, Money, PriceUnit, Quote } from '@arrendo/contracts/web';
import type { Rates } from '@/features/preferences/price';

/** One line of a quote's price breakdown, in the currency it is shown in. */
export type QuoteLine =
  | { kind: 'units'; unitPrice: Money; units: number; unit: PriceUnit; amount: Money }
  | { kind: 'fee'; name: string; amount: Money }
  | { kind: 'service'; percent: number; amount: Money }
  /** IVA on the service fee only (decision 0029). */
  | { kind: 'vat'; percent: number; amount: Money };

export interface QuoteDisplay {
  lines: QuoteLine[];
  /** What is charged, converted (never recomputed from the rounded lines). */
  total: Money;
  /** The CLP total actually charged, when the lines are shown in another currency. */
  charged: ClpAmount | null;
}

/** The currency a quote is shown in and 1 CLP in it. */
export interface ShownIn {
  currency: Currency;
  rate: number;
}

/**
 * The quote's CLP lines in the visitor's currency: each line is converted on its own, rounded to
 * that currency's minor unit. Every line is listed as charged — the host's price, their fees, the
 * service fee and the IVA on that fee (decisions.md, Money; decision 0029) — whatever the tax
 * toggle says; the total is what is charged, so it is never recomputed from the rounded lines.
 */
export function quoteDisplay(quote: Quote, shownIn: ShownIn = quote.display): QuoteDisplay {
  const { currency, rate } = shownIn;
  const show = (clp: ClpAmount) => fromMajorUnits(clp.amount * rate, currency);

  return {
    lines: [
      {
        kind: 'units',
        unitPrice: show(quote.unitPrice),
        units: quote.units,
        unit: quote.unit,
        amount: show(quote.subtotal),
      },
      ...quote.extraFees.map((fee) => ({
        kind: 'fee' as const,
        name: fee.name,
        amount: show(fee.amount),
      })),
      { kind: 'service', percent: quote.serviceFeePercent, amount: show(quote.serviceFee) },
      { kind: 'vat', percent: quote.vatPercent, amount: show(quote.vat) },
    ],
    total: show(quote.total),
    charged: currency === 'CLP' ? null : quote.total,
  };
}

/**
 * The visitor's currency for a quote: the rate the quote was made with when it is in that
 * currency (what the guest saw when holding), else today's rates from the currency store.
 */
export function shownIn(quote: Quote, currency: Currency, rates: Rates): ShownIn {
  if (currency === 'CLP') return { currency, rate: 1 };
  if (quote.display.currency === currency) return { currency, rate: quote.display.rate };
  return { currency, rate: lookupRate('CLP', currency, rates) };
}
