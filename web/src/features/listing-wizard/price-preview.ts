import type { ExtraFee, PlatformFeeRates } from '@arrendo/contracts/web';
import { guestPrice } from '@/features/preferences/fees';

export interface PricePreview {
  /** What the host earns for one unit: price + extra fees (the base). */
  hostEarns: number;
  serviceFee: number;
  /** IVA on the service fee only. */
  vat: number;
  /** What a guest pays for one unit: the base, the service fee on it and the fee's IVA. */
  guestPays: number;
}

/**
 * decisions.md "Money", decision 0029: whole CLP, with the fee an admin set (`GET /api/fees`),
 * worked out by the same `guestAmounts` the quote uses, so the preview says what checkout charges.
 */
export function pricePreview(
  price: number | null | undefined,
  fees: readonly Pick<ExtraFee, 'amount'>[],
  platform: PlatformFeeRates,
): PricePreview {
  const base = finite(price) + fees.reduce((sum, f) => sum + finite(f.amount), 0);
  const amounts = guestPrice(base, platform);
  return {
    hostEarns: amounts.base,
    serviceFee: amounts.serviceFee,
    vat: amounts.vat,
    guestPays: amounts.total,
  };
}

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}
