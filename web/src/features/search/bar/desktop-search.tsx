import { Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { SearchModeTabs } from '@/features/shell/components/search-mode-switch';
import { searchFromUrl } from '../state';
import { isSearchActive } from '../url-state';
import { useSearchUrl } from '../use-search-url';
import { CompactSummary } from './compact-summary';
import { FiltersButton } from './lazy-parts';
import { SearchBar } from './search-bar';

/**
 * Spec §2.3, the desktop header's middle: the mode tabs over the big bar, or, once a search is
 * active (and on other pages), the compact summary (+ the filters on `/`). `top` goes in the
 * header's row, `bar` under it.
 */
export function useDesktopSearch() {
  const url = useSearchUrl();
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const active = onHome && isSearchActive(url);
  const [expanded, setExpanded] = useState(false);
  const showBar = expanded || (onHome && !active);

  const top = showBar ? (
    <SearchModeTabs />
  ) : (
    <div className="flex min-w-0 items-center gap-3">
      <CompactSummary
        state={searchFromUrl(url)}
        active={active}
        onExpand={() => setExpanded(true)}
      />
      {active ? (
        <Suspense fallback={<span aria-hidden="true" className="h-12 w-24" />}>
          <FiltersButton variant="desktop" />
        </Suspense>
      ) : null}
    </div>
  );
  const bar = showBar ? (
    <SearchBar
      autoFocus={expanded}
      onSearched={() => setExpanded(false)}
      onCollapse={expanded ? () => setExpanded(false) : undefined}
    />
  ) : null;
  return { top, bar };
}
