import { Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { SearchModeTabs } from '@/features/shell/components/search-mode-switch';
import { isSearchActive } from '../url-state';
import { useHomeUrl } from './use-home-url';
import { CompactSummary } from './compact-summary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { BarShell } from './bar-shell';
import { FiltersButton } from './lazy-parts';
import type { SearchStep } from './search-form';

// The bar's logic and popups load right after the first paint; BarShell stands in until then.
const SearchBar = lazyWithPreload(
  () => import('./search-bar'),
  (m) => m.SearchBar,
);

/**
 * Spec §2.3, the desktop header's middle: the mode tabs over the big bar, or, once a search is
 * active (and on other pages), the compact summary (+ the filters on `/`). `top` goes in the
 * header's row, `bar` under it.
 */
export function useDesktopSearch() {
  const url = useHomeUrl();
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const active = onHome && isSearchActive(url);
  const [expanded, setExpanded] = useState(false);
  const [pending, setPending] = useState<SearchStep | 'search' | null>(null);
  const showBar = expanded || (onHome && !active);

  const top = showBar ? (
    <SearchModeTabs />
  ) : (
    <div className="flex min-w-0 items-center gap-3">
      <CompactSummary url={url} active={active} onExpand={() => setExpanded(true)} />
      {active ? (
        <Suspense fallback={<span aria-hidden="true" className="h-12 w-24" />}>
          <FiltersButton variant="desktop" />
        </Suspense>
      ) : null}
    </div>
  );
  const bar = showBar ? (
    <Suspense fallback={<BarShell mode={url.type ?? 'day'} onIntent={setPending} />}>
      <SearchBar
        autoFocus={expanded}
        initialOpen={pending}
        onSearched={() => setExpanded(false)}
        onCollapse={expanded ? () => setExpanded(false) : undefined}
      />
    </Suspense>
  ) : null;
  return { top, bar };
}
