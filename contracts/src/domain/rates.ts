import type { Currency } from '../common/money.js';

export type RatePair = `${Currency}_${Currency}`;

/** Spec §9 fallback table, used when the rates service cannot be reached. */
export const FALLBACK_RATES: Partial<Record<RatePair, number>> = {
  USD_CLP: 950,
  CLP_USD: 0.00105,
  EUR_CLP: 1035,
  CLP_EUR: 0.00097,
  GBP_CLP: 1216,
  CLP_GBP: 0.00082,
  USD_EUR: 0.92,
  EUR_USD: 1.09,
  USD_GBP: 0.78,
  GBP_USD: 1.28,
  EUR_GBP: 0.85,
  GBP_EUR: 1.18,
};

/**
 * Spec §9 lookup order: same currency → 1; stored pair; via USD from stored rates; static
 * table; via USD in the static table; otherwise 1.
 */
export function lookupRate(
  from: Currency,
  to: Currency,
  stored: Partial<Record<RatePair, number>> = {},
): number {
  if (from === to) return 1;
  const pair: RatePair = `${from}_${to}`;
  const viaUsd = (table: Partial<Record<RatePair, number>>): number | undefined => {
    const a = from === 'USD' ? 1 : table[`${from}_USD`];
    const b = to === 'USD' ? 1 : table[`USD_${to}`];
    return a !== undefined && b !== undefined ? a * b : undefined;
  };
  return stored[pair] ?? viaUsd(stored) ?? FALLBACK_RATES[pair] ?? viaUsd(FALLBACK_RATES) ?? 1;
}
