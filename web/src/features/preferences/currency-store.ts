import { z } from 'zod';
import { Currency, DEFAULT_CURRENCY } from '@arrendo/contracts/web';
import { createPersistedStore, useStore } from '@/lib/persisted-store';

/** Spec §3 "Currency store": persisted as `currency-store`, all three fields saved. */
export const CurrencyState = z.object({
  currency: Currency.catch(DEFAULT_CURRENCY),
  /** Keyed like `USD_CLP`, from `/api/rates` (`rates.ts`); empty = the built-in fallback table. */
  rates: z.record(z.string().regex(/^[A-Z]{3}_[A-Z]{3}$/), z.number().positive()).catch({}),
  ratesTimestamp: z.number().int().nullable().catch(null),
});
export type CurrencyState = z.infer<typeof CurrencyState>;

/** The localStorage key (read before the app starts, too: features/shell/first-screen.ts). */
export const CURRENCY_STORE_KEY = 'currency-store';

export const currencyStore = createPersistedStore(CURRENCY_STORE_KEY, CurrencyState, {
  currency: DEFAULT_CURRENCY,
  rates: {},
  ratesTimestamp: null,
});

export function useCurrencyState(): CurrencyState {
  return useStore(currencyStore);
}
