/**
 * The one place a guest's price is worked out from the host's (decisions.md "Money", decision
 * 0029): the guest pays the base, Arrendo's service fee on it, and IVA on that fee only — the
 * host's price is final and the host earns the base whole. The pricing service's quote, the
 * web's wizard preview and 'prices with taxes' toggle, and the test fixtures all call this, so
 * no page can say another number than the one charged.
 *
 * Amounts are integers in a currency's minor unit (pesos for CLP, cents for USD/EUR/GBP); the
 * arithmetic is the same in any of them. BigInt keeps every step exact whatever the size.
 */

/** `numerator / denominator` rounded half up, on non-negative integers (exact: BigInt). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError('divideRoundHalfUp: non-negative numerator, positive denominator');
  }
  return (2n * numerator + denominator) / (2n * denominator);
}

/** What the platform adds to a host's price: its fee and the IVA on that fee. */
export interface FeeRates {
  /** Service fee in hundredths of a percent (10% = 1000), so a fee like 7.5% stays exact. */
  serviceFeeBasisPoints: number;
  /** IVA on the service fee, whole percent (19). */
  vatPercent: number;
}

export interface GuestAmounts<T = number> {
  /** What the host earns: their price (× units) plus their extra fees. */
  base: T;
  /** `base` × the fee, rounded half up. */
  serviceFee: T;
  /** IVA on `serviceFee` only, rounded half up. */
  vat: T;
  /** `base + serviceFee + vat`: what the guest pays. */
  total: T;
}

function wholeNonNegative(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
  return BigInt(value);
}

/** The guest's amounts for a base, exact (BigInt), for callers that check their own bounds. */
export function guestAmountsExact(base: bigint, rates: FeeRates): GuestAmounts<bigint> {
  if (base < 0n) throw new RangeError(`base must be non-negative, got ${base}`);
  const basisPoints = wholeNonNegative(rates.serviceFeeBasisPoints, 'serviceFeeBasisPoints');
  const vatPercent = wholeNonNegative(rates.vatPercent, 'vatPercent');
  const serviceFee = divideRoundHalfUp(base * basisPoints, 10_000n);
  const vat = divideRoundHalfUp(serviceFee * vatPercent, 100n);
  return { base, serviceFee, vat, total: base + serviceFee + vat };
}

/**
 * base → `{base, serviceFee, vat, total}` in the same minor unit: serviceFee = round½↑(base ×
 * fee%), vat = round½↑(serviceFee × IVA%), total = the three summed.
 */
export function guestAmounts(base: number, rates: FeeRates): GuestAmounts {
  const exact = guestAmountsExact(wholeNonNegative(base, 'base'), rates);
  const total = Number(exact.total);
  if (!Number.isSafeInteger(total)) throw new RangeError(`total beyond exact integers: ${total}`);
  return {
    base: Number(exact.base),
    serviceFee: Number(exact.serviceFee),
    vat: Number(exact.vat),
    total,
  };
}

/** A percent as admins set it (at most two decimals: 7.5) → basis points (750). */
export function feeBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
