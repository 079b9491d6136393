import { mulDivHalfUp } from './amounts.js';

export interface LedgerAmounts {
  gross: number;
  platformFee: number;
  vat: number;
}

interface Charged {
  amount: number;
  platformFee: number;
  vatAmount: number;
}

/** A capture earns the whole fee and VAT. */
export function captureEntry(payment: Charged): LedgerAmounts {
  return { gross: payment.amount, platformFee: payment.platformFee, vat: payment.vatAmount };
}

/**
 * Refunding `from` → `to` (totals refunded) gives back the fee and VAT in proportion. Computed
 * as the difference of two cumulative roundings, so any series of partial refunds that ends
 * in a full one gives back exactly the fee and VAT earned, never a peso more or less.
 */
export function refundEntry(payment: Charged, from: number, to: number): LedgerAmounts {
  const share = (part: number, refunded: number) => mulDivHalfUp(part, refunded, payment.amount);
  return {
    gross: -(to - from),
    platformFee: -(share(payment.platformFee, to) - share(payment.platformFee, from)),
    vat: -(share(payment.vatAmount, to) - share(payment.vatAmount, from)),
  };
}
