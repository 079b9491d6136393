import { LIMITS, type ExtraFee } from '@arrendo/contracts/web';

export interface PricePreview {
  /** What the host earns for one unit: price + extra fees. */
  hostEarns: number;
  serviceFee: number;
  /** What a guest pays for one unit: the base plus the service fee on it. */
  guestPays: number;
}

/** decisions.md "Who pays the fee": whole CLP, the fee rounded to the nearest peso. */
export function pricePreview(
  price: number | null | undefined,
  fees: readonly Pick<ExtraFee, 'amount'>[],
): PricePreview {
  const base = finite(price) + fees.reduce((sum, f) => sum + finite(f.amount), 0);
  const serviceFee = Math.round((base * LIMITS.serviceFeePercent) / 100);
  return { hostEarns: base, serviceFee, guestPays: base + serviceFee };
}

function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
