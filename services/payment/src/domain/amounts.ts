import { AppError, feeBasisPoints, guestAmounts, type Quote } from '@arrendo/contracts';

export interface PaymentAmounts {
  /** What the guest is charged: the quote's total. */
  amount: number;
  baseAmount: number;
  platformFee: number;
  vatAmount: number;
}

/** The intent's amounts, from the quote fixed when the slot was held (CLP, whole pesos). */
export function amountsFromQuote(quote: Quote): PaymentAmounts {
  const amounts = {
    amount: quote.total.amount,
    baseAmount: quote.base.amount,
    platformFee: quote.serviceFee.amount,
    vatAmount: quote.vat.amount,
  };
  // The ledger books the fee and the IVA on it as the platform's: a quote whose parts are not
  // the fee and IVA-on-the-fee of its base (decision 0029) would book the wrong tax.
  const expected = guestAmounts(amounts.baseAmount, {
    serviceFeeBasisPoints: feeBasisPoints(quote.serviceFeePercent),
    vatPercent: quote.vatPercent,
  });
  if (expected.serviceFee !== amounts.platformFee || expected.vat !== amounts.vatAmount) {
    throw new AppError('CONFLICT', 'This booking’s price is out of date; please book again.', {
      fields: [{ path: 'bookingId', message: 'Quote fee or IVA differs from its base' }],
    });
  }
  if (amounts.baseAmount + amounts.platformFee + amounts.vatAmount !== amounts.amount) {
    throw new AppError('CONFLICT', 'This booking’s price does not add up; please book again.', {
      fields: [{ path: 'bookingId', message: 'Quote total differs from its parts' }],
    });
  }
  if (amounts.amount <= 0) {
    throw new AppError('CONFLICT', 'This booking has nothing to pay.', {
      fields: [{ path: 'bookingId', message: 'Nothing to pay' }],
    });
  }
  return amounts;
}

/**
 * With Stripe Connect the host's account receives the charge and the platform keeps an
 * application fee: the service fee plus the IVA on it (the platform invoices the guest for its
 * service and remits that IVA), so the host receives exactly `base`, what the quote says they earn.
 */
export function applicationFee(amounts: PaymentAmounts): number {
  return amounts.platformFee + amounts.vatAmount;
}

/** `round_half_up(value × numerator / denominator)` in exact integer arithmetic. */
export function mulDivHalfUp(value: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  const n = BigInt(value) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(n / (BigInt(denominator) * 2n));
}
