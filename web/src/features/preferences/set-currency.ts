import type { Currency } from '@arrendo/contracts/web';
import { currencyStore } from './currency-store';
import { refreshRates } from './rates';

/** Stores the visitor's choice, then refreshes the rates (spec §9). */
export function setCurrency(currency: Currency): void {
  currencyStore.set((prev) => ({ ...prev, currency }));
  // Never rejects: a failed fetch leaves the stored or built-in rates in use.
  void refreshRates();
}
