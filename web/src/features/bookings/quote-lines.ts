import { fromMajorUnits, lookupRate } from '@arrendo/contracts/web';
import type { ClpAmount, Currency, Money, PriceUnit, Quote } from '@arrendo/contracts/web';
import type { Rates } from '@/features/preferences/price';

/** One line of a quote's price breakdown, in the currency it is shown in. */
export type QuoteLine =
  | { kind: 'units'; unitPrice: Money; units: number; unit: PriceUnit; amount: Money }
  | { kind: 'fee'; name: string; amount: Money }
  | { kind: 'service'; percent: number; amount: Money }
  /** `included`: the other lines already carry it (tax toggle on); it says how much of the total it is. */
  | { kind: 'vat'; percent: number; amount: Money; included: boolean };

export interface QuoteDisplay {
  lines: QuoteLine[];
  /** What is charged, converted: the same whether lines include VAT or not. */
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
 * The quote's CLP lines in the visitor's currency (decision 0013): each line is converted on its
 * own, rounded to that currency's minor unit. With the tax toggle on, lines include VAT, as
 * listing prices do everywhere else, and the VAT line is marked included (a page may drop it); the
 * total is what is charged either way, so it is never recomputed from the rounded lines.
 */
export function quoteDisplay(
  quote: Quote,
  withTax: boolean,
  shownIn: ShownIn = quote.display,
): QuoteDisplay {
  const { currency, rate } = shownIn;
  const vat = withTax ? quote.vatPercent : 0;
  const show = (clp: ClpAmount, vatPercent = vat) => convert(clp, vatPercent, rate, currency);

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
      { kind: 'vat', percent: quote.vatPercent, amount: show(quote.vat, 0), included: withTax },
    ],
    total: show(quote.total, 0),
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

function convert(clp: ClpAmount, vatPercent: number, rate: number, currency: Currency): Money {
  // Pesos × (100 + VAT) is an exact integer and one division by 100 lands exactly on halves,
  // so CLP rounds half up as the server does (× 1.19 in floating point can miss a half).
  const withVat = (clp.amount * (100 + vatPercent)) / 100;
  return fromMajorUnits(withVat * rate, currency);
}
