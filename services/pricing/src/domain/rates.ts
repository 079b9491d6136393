import { Currency, FALLBACK_RATES, type ExchangeRates, type RatePair } from '@arrendo/contracts';

export const CURRENCIES = Currency.options;

/** The currencies the API is asked for, against USD (spec §7: once per other currency). */
export const USD_TARGETS = CURRENCIES.filter((c) => c !== 'USD') as Exclude<Currency, 'USD'>[];

export type UsdMids = Record<Exclude<Currency, 'USD'>, number>;

/** Every ordered pair of two different currencies: the 12 keys of `ExchangeRates.rates`. */
export function allPairs(): RatePair[] {
  return CURRENCIES.flatMap((from) =>
    CURRENCIES.filter((to) => to !== from).map((to): RatePair => `${from}_${to}`),
  );
}

/**
 * All 12 pairs from three mid rates against USD (1 USD = `mid` units): `USD_X` is the mid,
 * `X_USD` its reverse (spec §7), and a cross pair goes through USD (`EUR_CLP` = CLP per USD ÷
 * EUR per USD), which is also how the spec's lookup order derives a missing pair.
 */
export function ratesFromUsdMids(mids: UsdMids): Record<RatePair, number> {
  const perUsd = (c: Currency): number => (c === 'USD' ? 1 : mids[c]);
  for (const c of USD_TARGETS) {
    const mid = mids[c];
    if (!Number.isFinite(mid) || mid <= 0) throw new RangeError(`USD_${c} mid must be > 0`);
  }
  return Object.fromEntries(
    allPairs().map((pair) => {
      const [from, to] = pair.split('_') as [Currency, Currency];
      return [pair, perUsd(to) / perUsd(from)];
    }),
  ) as Record<RatePair, number>;
}

export function fallbackRates(): ExchangeRates {
  return { rates: { ...FALLBACK_RATES }, fetchedAt: null, source: 'fallback' };
}

export interface StoredRates {
  rates: Partial<Record<RatePair, number>>;
  fetchedAt: Date;
}

/**
 * What `rates` answers: the last live rates while they are younger than `maxAgeMs` (a failed
 * refresh keeps them), otherwise the spec's fallback table. Stored rates missing a pair (a
 * partial table cannot come from a refresh, which writes all 12 at once) count as none.
 */
export function currentRates(
  stored: StoredRates | null,
  now: Date,
  maxAgeMs: number,
): ExchangeRates {
  if (!stored) return fallbackRates();
  const complete = allPairs().every((pair) => stored.rates[pair] !== undefined);
  if (!complete || now.getTime() - stored.fetchedAt.getTime() > maxAgeMs) return fallbackRates();
  return { rates: stored.rates, fetchedAt: stored.fetchedAt.toISOString(), source: 'live' };
}
