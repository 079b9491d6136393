import { ExchangeRates, LIMITS } from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import { currencyStore, type CurrencyState } from './currency-store';

/**
 * Spec §9: rates are cached an hour — no request while stored rates exist and their timestamp
 * is younger than that.
 */
export function ratesAreFresh(state: CurrencyState, now: number): boolean {
  return (
    Object.keys(state.rates).length > 0 &&
    state.ratesTimestamp !== null &&
    now - state.ratesTimestamp < LIMITS.exchangeRatesCacheMs
  );
}

export type RatesRefresh = 'fresh' | 'updated' | 'fallback' | 'failed';

let inFlight: Promise<RatesRefresh> | null = null;

/**
 * Fetches `/api/rates` into the currency store unless its rates are fresh. Only live rates are
 * stored: while the server itself answers its fallback table the store stays empty, so prices
 * use the same built-in table (`lookupRate`) and the next start asks again. Any failure is
 * silent (spec §8): prices fall back to the built-in table. Concurrent calls share one request.
 */
export function refreshRates(now: () => number = Date.now): Promise<RatesRefresh> {
  if (ratesAreFresh(currencyStore.get(), now())) return Promise.resolve('fresh');
  inFlight ??= api
    .get('/rates', ExchangeRates, { timeoutMs: LIMITS.exchangeRatesFetchTimeoutMs })
    .then((answer): RatesRefresh => {
      if (answer.source !== 'live') return 'fallback';
      currencyStore.set((prev) => ({ ...prev, rates: answer.rates, ratesTimestamp: now() }));
      return 'updated';
    })
    .catch((): RatesRefresh => 'failed')
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
