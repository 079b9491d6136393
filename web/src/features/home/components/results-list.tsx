import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ListingCard } from '@/features/listings/components/listing-card';
import { ListingCardSkeleton } from '@/features/listings/components/listing-card-skeleton';
import { propertyLinkSearch } from '@/features/search/property-link';
import { useLitByMap, type HoverStore } from '@/features/search/results-map/hover-sync';
import type { SearchUrl } from '@/features/search/url-state';
import { useFirstScreenCount } from '@/features/shell/first-screen-drawing';
import { useInfiniteScroll } from '../use-infinite-scroll';

/** The cards of a first screen: a phone's screen and more, three rows of a wide one. */
export const FIRST_SCREEN_CARDS = 9;

/** One column on phones up to three; two beside the map on desktop, three on wide screens. */
const GRID =
  'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-2 2xl:grid-cols-3';

export interface ResultsListProps {
  hits: SearchHit[];
  pending: boolean;
  /** A new search is loading; the previous results stay visible meanwhile. */
  refreshing: boolean;
  error: boolean;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onRetry: () => void;
  onMore: () => void;
  hover: HoverStore;
  /** The search shown: each result's link carries its dates and party. */
  url: SearchUrl;
}

export function ResultsList(props: ResultsListProps) {
  const { hits, pending, refreshing, error, hasNextPage, fetchingNextPage, hover } = props;
  const { t } = useTranslation('home');
  const shown = useFirstScreenCount(hits.length, FIRST_SCREEN_CARDS);
  const sentinel = useInfiniteScroll(
    props.onMore,
    hasNextPage && !fetchingNextPage && !error && !refreshing,
  );

  if (pending) return <ResultsSkeleton />;
  if (error && hits.length === 0) {
    return (
      <div role="alert" className="mx-auto max-w-md py-20 text-center">
        <p className="text-lg font-semibold">{t('error.title')}</p>
        <p className="mt-2 text-muted">{t('common:routeError.body')}</p>
        <Button className="mt-6" variant="secondary" onClick={props.onRetry}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }
  if (hits.length === 0) {
    return (
      <div className="mx-auto max-w-md py-20 text-center" data-testid="results-empty">
        <p className="text-lg font-semibold">{t('empty.title')}</p>
        <p className="mt-2 text-muted">{t('empty.body')}</p>
      </div>
    );
  }
  return (
    <>
      <div
        className={cn(GRID, 'transition-opacity', refreshing && 'opacity-60')}
        aria-busy={refreshing || undefined}
        data-testid="listing-grid"
      >
        {hits.slice(0, shown).map((hit, index) => (
          <ResultCard
            key={hit.id}
            hit={hit}
            eager={index < 4}
            priority={index === 0}
            hover={hover}
            url={props.url}
          />
        ))}
        {fetchingNextPage
          ? Array.from({ length: 4 }, (_, i) => <ListingCardSkeleton key={`more-${i}`} />)
          : null}
      </div>
      <div ref={sentinel} className="mt-12 flex flex-col items-center gap-3">
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {t('error.title')}
          </p>
        ) : null}
        {/* Infinite scroll does the work; the button is there when it cannot (or fails). */}
        {hasNextPage ? (
          <Button
            variant="secondary"
            disabled={fetchingNextPage || refreshing}
            onClick={props.onMore}
          >
            {fetchingNextPage ? t('loadingMore') : error ? t('error.retry') : t('showMore')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** A card wired to the map: lit when its marker is hovered, reporting its own hover. */
function ResultCard({
  hit,
  eager,
  priority,
  hover,
  url,
}: {
  hit: SearchHit;
  eager: boolean;
  priority: boolean;
  hover: HoverStore;
  url: SearchUrl;
}) {
  const highlighted = useLitByMap(hover, hit.id);
  const linkSearch = useMemo(() => propertyLinkSearch(url, hit.priceUnit), [url, hit.priceUnit]);
  return (
    <ListingCard
      property={hit}
      eager={eager}
      priority={priority}
      highlighted={highlighted}
      linkSearch={linkSearch}
      onHoverChange={(id, hovered) => hover.report(id, 'list', hovered)}
    />
  );
}

/** The cards' places while the first results load (the home route's pending component too). */
export function ResultsSkeleton() {
  return (
    <div className={GRID} aria-busy="true" data-testid="results-loading">
      {Array.from({ length: 12 }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}
