import { useState } from 'react';
import { usePageTitle } from '@/lib/page-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { createHoverStore } from '@/features/search/results-map/hover-sync';
import { ResultsMap } from '@/features/search/results-map/results-map';
import { useSearchNavigation, useSearchUrl } from '@/features/search/use-search-url';
import { useSearchResults } from '../use-search-results';
import { CategoryBar } from '@/features/search/category-bar/category-bar';
import { ResultsHeader } from './results-header';
import { ResultsList } from './results-list';
import { SPLIT_VIEW_QUERY } from '../split-view';
import { ViewToggle } from './view-toggle';

export { SPLIT_VIEW_QUERY } from '../split-view';

/**
 * The home page is the results of the search in the URL: the list (infinite scroll, 'Show more'
 * as fallback) and the map, side by side on desktop, one or the other on smaller screens.
 */
export function HomePage() {
  usePageTitle('common:pages.home');
  const url = useSearchUrl();
  const { patchUrl } = useSearchNavigation();
  const { query, hits, total, searchKey, settled } = useSearchResults(url);
  const [hover] = useState(createHoverStore);
  const split = useMediaQuery(SPLIT_VIEW_QUERY);
  const view = split ? 'list' : (url.view ?? 'list');
  // The map waits for the first answer: the list is what the first paint is for.
  const showMap = (split || view === 'map') && !query.isPending;
  const toView = (to: 'list' | 'map') => void patchUrl({ view: to === 'map' ? 'map' : undefined });

  const map = showMap ? (
    <ResultsMap
      hits={hits}
      url={url}
      searchKey={searchKey}
      settled={settled}
      hover={hover}
      onSearchArea={(patch) => void patchUrl({ ...patch })}
      className="size-full lg:rounded-xl"
    />
  ) : (
    <div aria-hidden="true" className="size-full bg-neutral-100 lg:rounded-xl" />
  );

  return (
    <div>
      <CategoryBar />
      {view === 'map' ? (
        <div className="relative h-[calc(100dvh-4rem)]" data-testid="results-map-view">
          {map}
        </div>
      ) : (
        <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-16 md:px-10 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8 xl:px-20">
          <section aria-labelledby="results-heading" className="min-w-0">
            {split ? (
              <ResultsHeader url={url} total={total} />
            ) : (
              <div className="flex items-start justify-between gap-4">
                <ResultsHeader url={url} total={total} />
                <ViewToggle view="list" onChange={toView} />
              </div>
            )}
            <ResultsList
              hits={hits}
              pending={query.isPending}
              refreshing={query.isPlaceholderData && query.isFetching}
              error={query.isError}
              hasNextPage={query.hasNextPage}
              fetchingNextPage={query.isFetchingNextPage}
              onRetry={() => void query.refetch()}
              onMore={() => void query.fetchNextPage()}
              hover={hover}
              url={url}
            />
          </section>
          {split ? (
            <aside
              className="sticky top-24 hidden h-[calc(100dvh-7rem)] self-start lg:block"
              data-testid="results-map-pane"
            >
              {map}
            </aside>
          ) : null}
        </div>
      )}
      {view === 'map' ? <ViewToggle view="map" onChange={toView} /> : null}
    </div>
  );
}
