import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '@arrendo/contracts/web';
import { meQueryOptions } from '@/features/auth/session';
import { currencyStore } from '@/features/preferences/currency-store';
import { feesStore, platformFeesQueryOptions } from '@/features/preferences/fees';
import { refreshRates } from '@/features/preferences/rates';
import { taxStore } from '@/features/preferences/tax-store';
import { isPropertyId, propertyQueryOptions } from '@/features/listings/api';
import {
  PROPERTY_COVER_SIZES,
  PROPERTY_WIDE_QUERY,
  photoSrcSet,
} from '@/features/listings/property/photo-sources';
import { apiQueryFromUrl } from '@/features/search/api-query';
import { searchInfiniteQueryOptions } from '@/features/search/api';
import { SearchUrl } from '@/features/search/url-state';
import type { createAppRouter } from '@/router';
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

/** The first photo drawn: asked for at once, ahead of the page that will show it. */
export function preloadPhoto(photo: Photo | null | undefined, sizes: string): void {
  if (!photo || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  const srcSet = photoSrcSet(photo);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  } else {
    link.setAttribute('href', photo.url);
  }
  document.head.appendChild(link);
}

/** How wide a result card's photo is drawn (ListingImage's default `sizes`). */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 20vw, (min-width: 768px) 33vw, 100vw';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The home page's first page of results as the home asks for it (the visitor's currency and tax
 * display), or null when the address is not a search the home understands.
 */
export function homeSearchOptions(search: unknown) {
  const url = SearchUrl.safeParse(search);
  if (!url.success) return null;
  const { currency, rates: table } = currencyStore.get();
  return searchInfiniteQueryOptions(
    apiQueryFromUrl(url.data, {
      currency,
      rates: table,
      guestFees: taxStore.get() ? feesStore.get() : null,
    }),
  );
}

/** The property page's listing id in a path, or null. */
export function propertyIdOf(pathname: string): string | null {
  const id = /^\/property\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id !== undefined && isPropertyId(id) ? id : null;
}

/**
 * A first visit, before React draws anything: the startup checks (health, rates, the language's
 * catalogues) run side by side rather than one after the other, and what the first page needs
 * (its code, its data, the first photo) is asked for at the same time instead of after them.
 * Resolves once all of it is in (each part failing quietly: the page shows its own error).
 */
export function startStartup(queryClient: QueryClient, router: AppRouter): Promise<void> {
  const checks: Promise<unknown>[] = [
    queryClient.prefetchQuery(healthQueryOptions()),
    startupRates(),
    i18nReady,
  ];
  // Who is signed in: asked beside the checks rather than once the header is drawn.
  void queryClient.prefetchQuery(meQueryOptions);
  // The admin's fee, for prices shown as guests pay them (the store keeps the last answer).
  void queryClient.prefetchQuery(platformFeesQueryOptions());
  // The router's first load (the route's code and loader) now rather than when RouterProvider
  // mounts: the page is then drawn once with its matches, instead of empty first and again,
  // synchronously, when that load lands (a long task on a phone: README "Benchmarks").
  const loaded = router.load().catch(() => undefined);
  const { pathname, search } = router.latestLocation;
  const propertyId = propertyIdOf(pathname);
  if (propertyId !== null) {
    // The listing at once, beside its code, rather than once the route's loader runs (the loader
    // then finds it in the cache).
    const property = queryClient
      .fetchQuery(propertyQueryOptions(propertyId))
      .then((listing) => {
        const wide = window.matchMedia(PROPERTY_WIDE_QUERY).matches;
        preloadPhoto(
          listing.photos[0],
          wide ? PROPERTY_COVER_SIZES.wide : PROPERTY_COVER_SIZES.phone,
        );
      })
      .catch(() => undefined);
    return settled([...checks, loaded, property]);
  }
  const options = pathname === '/' ? homeSearchOptions(search) : null;
  if (options === null) return settled([...checks, loaded]);
  const results = queryClient
    .fetchInfiniteQuery(options)
    .then((data) => {
      const first = data.pages[0]?.items[0];
      preloadPhoto(first?.photos?.[0] ?? first?.cover, CARD_PHOTO_SIZES);
    })
    .catch(() => undefined);
  return settled([...checks, loaded, results]);
}

function settled(work: Promise<unknown>[]): Promise<void> {
  return Promise.allSettled(work).then(() => undefined);
}
