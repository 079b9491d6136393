import { queryOptions } from '@tanstack/react-query';
import {
  LIMITS,
  PlatformFees,
  feeBasisPoints,
  guestAmounts,
  type PlatformFeeRates,
  type GuestAmounts,
} from '@arrendo/contracts/web';
import { api } from '@/lib/api-client';
import { createPersistedStore, useStore } from '@/lib/persisted-store';

/** The localStorage key of the last fee and IVA the server answered (`GET /api/fees`). */
export const FEES_STORE_KEY = 'platform-fees';

/**
 * The admin's service fee and the IVA on it (and whether prices show them until the visitor
 * chooses), as last answered. Prices drawn synchronously (cards,
 * the search's price filter, the first screen) read it; the built-in numbers stand in only until
 * the first answer ever, as the fallback rates table does for currencies.
 */
export const feesStore = createPersistedStore(FEES_STORE_KEY, PlatformFees, {
  serviceFeePercent: LIMITS.serviceFeePercent,
  vatPercent: LIMITS.vatPercent,
  showTaxIncludedByDefault: false,
});

export function useStoredFees(): PlatformFees {
  return useStore(feesStore);
}

/** `GET /api/fees` (cached a minute by the server): the answer also refreshes the store. */
export function platformFeesQueryOptions() {
  return queryOptions({
    queryKey: ['platform-fees'],
    queryFn: async ({ signal }) => {
      const fees = await api.get('/fees', PlatformFees, { signal });
      feesStore.set(fees);
      return fees;
    },
    staleTime: 60_000,
  });
}

/**
 * What a guest pays for `base` (minor units) with these fees: the base, the fee on it and IVA on
 * that fee only (decision 0029). The one formula, from contracts.
 */
export function guestPrice(base: number, fees: PlatformFeeRates): GuestAmounts {
  return guestAmounts(base, {
    serviceFeeBasisPoints: feeBasisPoints(fees.serviceFeePercent),
    vatPercent: fees.vatPercent,
  });
}
