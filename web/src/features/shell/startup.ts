import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '@arrendo/contracts/web';
import { meQueryOptions } from '@/features/auth/session';
import { currencyStore } from '@/features/preferences/currency-store';
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
import { healthQueryOptions } from './api';

let rates: Promise<void> | null = null;

/**
 * The currency step of the startup checks (spec §9: stored rates younger than an hour answer at
 * once; otherwise one request, at most 3 s, failing silently to the built-in table). Started
 * once, from main.tsx beside the other checks; the startup gate waits on the same promise.
 * Loaded lazily: off the home bundle.
 */
export function startupRates(): Promise<void> {
  rates ??= Promise.resolve()
    .then(() => {
      currencyStore.rehydrate();
      return import('@/features/preferences/rates');
    })
    .then(({ refreshRates }) => refreshRates())
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
 * A first visit, before React draws anything: the startup checks (health, rates; i18n loads on
 * its own) run side by side rather than one after the other, and what the first page needs (its
 * code, its data, the first photo) is asked for at the same time instead of after them.
 */
export function startStartup(queryClient: QueryClient, router: AppRouter): void {
  void queryClient.prefetchQuery(healthQueryOptions());
  void startupRates();
  // Who is signed in: asked beside the checks rather than once the header is drawn.
  void queryClient.prefetchQuery(meQueryOptions);
  const { pathname, search, searchStr, hash } = router.latestLocation;
  // Its code and, for a property, its data (the route's loader).
  // `href` alone is a whole location at run time; the types want a typed `to` beside it.
  const here = { href: `${pathname}${searchStr}${hash ? `#${hash}` : ''}` };
  const preloaded = router
    .preloadRoute(here as Parameters<AppRouter['preloadRoute']>[0])
    .catch(() => undefined);
  const propertyId = /^\/property\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (propertyId !== undefined && isPropertyId(propertyId)) {
    // The listing at once, beside its code, rather than once the route's loader has arrived and
    // runs (the loader then finds it in the cache).
    void queryClient.prefetchQuery(propertyQueryOptions(propertyId));
    void preloaded.then(() => {
      const property = queryClient.getQueryData(propertyQueryOptions(propertyId).queryKey);
      const wide = window.matchMedia(PROPERTY_WIDE_QUERY).matches;
      preloadPhoto(
        property?.photos[0],
        wide ? PROPERTY_COVER_SIZES.wide : PROPERTY_COVER_SIZES.phone,
      );
    });
    return;
  }
  if (pathname !== '/') return;
  const url = SearchUrl.safeParse(search);
  if (!url.success) return;
  const { currency, rates: table } = currencyStore.get();
  const options = searchInfiniteQueryOptions(
    apiQueryFromUrl(url.data, { currency, rates: table, withTax: taxStore.get() }),
  );
  void queryClient
    .prefetchInfiniteQuery(options)
    .then(() => {
      const first = queryClient.getQueryData(options.queryKey)?.pages[0]?.items[0];
      preloadPhoto(first?.photos?.[0] ?? first?.cover, CARD_PHOTO_SIZES);
    })
    .catch(() => undefined);
}
