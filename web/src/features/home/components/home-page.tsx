import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { propertiesInfiniteQueryOptions } from '@/features/listings/api';
import { ListingCard } from '@/features/listings/components/listing-card';
import { ListingCardSkeleton } from '@/features/listings/components/listing-card-skeleton';
import { listingTypeForMode } from '../search';
import type { SearchMode } from '../search';

const GRID =
  'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5';

export function HomePage({ mode }: { mode: SearchMode }) {
  const { t, i18n } = useTranslation('home');
  usePageTitle('common:pages.home');
  const query = useInfiniteQuery(propertiesInfiniteQueryOptions(listingTypeForMode(mode)));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total;
  const sentinel = useInfiniteScroll(
    () => void query.fetchNextPage(),
    query.hasNextPage && !query.isFetchingNextPage && !query.isError,
  );

  return (
    <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-16 md:px-10 xl:px-20">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[28px]">
          {t(`heading.${mode}`)}
        </h1>
        <p className="mt-1 text-muted">
          {t(`subheading.${mode}`)}
          {total !== undefined ? (
            <span>
              {' · '}
              {t('total', {
                count: total,
                formatted: new Intl.NumberFormat(i18n.resolvedLanguage).format(total),
              })}
            </span>
          ) : null}
        </p>
      </header>

      {query.isPending ? (
        <div className={GRID} aria-busy="true">
          {Array.from({ length: 12 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && items.length === 0 ? (
        <div role="alert" className="mx-auto max-w-md py-20 text-center">
          <p className="text-lg font-semibold">{t('error.title')}</p>
          <p className="mt-2 text-muted">{t('common:routeError.body')}</p>
          <Button className="mt-6" variant="secondary" onClick={() => void query.refetch()}>
            {t('error.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mx-auto max-w-md py-20 text-center">
          <p className="text-lg font-semibold">{t('empty.title')}</p>
          <p className="mt-2 text-muted">{t('empty.body')}</p>
        </div>
      ) : (
        <>
          <div className={GRID} data-testid="listing-grid">
            {items.map((property, index) => (
              <ListingCard key={property.id} property={property} eager={index < 4} />
            ))}
            {query.isFetchingNextPage
              ? Array.from({ length: 4 }, (_, i) => <ListingCardSkeleton key={`more-${i}`} />)
              : null}
          </div>
          <div ref={sentinel} className="mt-12 flex flex-col items-center gap-3">
            {query.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {t('error.title')}
              </p>
            ) : null}
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage
                  ? t('loadingMore')
                  : query.isError
                    ? t('error.retry')
                    : t('showMore')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

/** Loads the next page when the sentinel comes within a screen of the viewport. */
function useInfiniteScroll(onReach: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
