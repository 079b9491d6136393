import { fromMajorUnits } from '@arrendo/contracts/web';
import type { ClpAmount, Currency, Money, PriceUnit, Quote } from '@arrendo/contracts/web';

export type QuoteLine =
  | { kind: 'units'; unitPrice: Money; units: number; unit: PriceUnit; amount: Money }
  | { kind: 'fee'; name: string; amount: Money }
  | { kind: 'service'; percent: number; amount: Money }
  | { kind: 'vat'; percent: number; amount: Money };

export interface QuoteDisplay {
  lines: QuoteLine[];
  /** What is charged, converted: the same whether lines include VAT or not. */
  total: Money;
  /** The CLP total actually charged, when the lines are shown in another currency. */
  charged: ClpAmount | null;
}

/**
 * The quote's CLP lines in the visitor's currency (decision 0013): each line is converted on its
 * own with the quote's `display.rate`, rounded to that currency's minor unit. With the tax
 * toggle on, lines include VAT and the VAT line goes, as listing prices do everywhere else; the
 * total is what is charged either way, so it is never recomputed from the rounded lines.
 */
export function quoteDisplay(quote: Quote, withTax: boolean): QuoteDisplay {
  const { currency, rate } = quote.display;
  const vat = withTax ? quote.vatPercent : 0;
  const show = (clp: ClpAmount, vatPercent = vat) => convert(clp, vatPercent, rate, currency);

  const lines: QuoteLine[] = [
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
  ];
  if (!withTax) lines.push({ kind: 'vat', percent: quote.vatPercent, amount: show(quote.vat) });

  return {
    lines,
    total: show(quote.total, 0),
    charged: currency === 'CLP' ? null : quote.total,
  };
}

function convert(clp: ClpAmount, vatPercent: number, rate: number, currency: Currency): Money {
  // Pesos × (100 + VAT) is an exact integer and one division by 100 lands exactly on halves,
  // so CLP rounds half up as the server does (× 1.19 in floating point can miss a half).
  const withVat = (clp.amount * (100 + vatPercent)) / 100;
  return fromMajorUnits(withVat * rate, currency);
}
