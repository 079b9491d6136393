import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/session';
import { currencyStore } from '@/features/preferences/currency-store';
import { platformFeesQueryOptions } from '@/features/preferences/fees';
import { refreshRates } from '@/features/preferences/rates';
import { i18nReady } from '@/i18n';
import { healthQueryOptions } from './api';

let rates: Promise<void> | null = null;

/**
 * The currency step of the startup checks (spec §9: stored rates younger than an hour answer at
 * once; otherwise one request, at most 3 s, failing silently to the built-in table). Started
 * once, from main.tsx beside the other checks; the startup gate waits on the same promise.
 * Part of the entry: every first visit runs it (loaded lazily, it cost a request and pulled in
 * whichever route chunk held the rates' schema).
 */
export function startupRates(): Promise<void> {
  rates ??= Promise.resolve()
    .then(() => {
      currencyStore.rehydrate();
      return refreshRates();
    })
    .then(
      () => undefined,
      () => undefined,
    );
  return rates;
}

/**
 * A first visit, before React draws anything: the app-wide checks (health, rates, the language's
 * catalogues) run side by side rather than one after the other, with who is signed in and the
 * admin's fee beside them. What a page needs is its route's loader's (main.tsx loads the router
 * at the same time). Resolves once the checks are in (each failing quietly).
 */
export function startStartup(queryClient: QueryClient): Promise<void> {
  // Who is signed in: asked beside the checks rather than once the header is drawn.
  void queryClient.prefetchQuery(meQueryOptions);
  // The admin's fee, for prices shown as guests pay them (the store keeps the last answer).
  void queryClient.prefetchQuery(platformFeesQueryOptions());
  return Promise.allSettled([
    queryClient.prefetchQuery(healthQueryOptions()),
    startupRates(),
    i18nReady,
  ]).then(() => undefined);
}
