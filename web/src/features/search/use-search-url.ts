import { useCallback, useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SEARCH_URL_KEYS, SearchUrl } from './url-state';
import { filtersToUrl, searchToUrl, type FilterSet, type SearchState } from './state';

/** The search in the current URL (empty away from `/`). */
export function useSearchUrl(): SearchUrl {
  const search = useRouterState({
    select: (s) => (s.location.pathname === '/' ? s.location.search : undefined),
  });
  return useMemo(() => SearchUrl.parse(search ?? {}), [search]);
}

type Patch = Record<string, unknown>;

function withoutSearchKeys(prev: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(prev)) {
    if (!(SEARCH_URL_KEYS as string[]).includes(k)) kept[k] = v;
  }
  return kept;
}

function clean(patch: Patch): Patch {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

/** Navigations that write the search into the home URL (spec §7). */
export function useSearchNavigation() {
  const navigate = useNavigate();

  /** Search: a fresh set of search parameters, keeping the filters already applied. */
  const runSearch = useCallback(
    (state: SearchState, filters: FilterSet, opts: { replace?: boolean } = {}) =>
      navigate({
        to: '/',
        search: (prev: Record<string, unknown>) =>
          clean({
            ...withoutSearchKeys(prev),
            ...searchToUrl(state),
            ...filtersToUrl(filters, state),
          }),
        replace: opts.replace ?? false,
      }),
    [navigate],
  );

  /** Show results: the filters change, the search stays. */
  const applyFilters = useCallback(
    (filters: FilterSet, state: SearchState) =>
      navigate({
        to: '/',
        search: (prev: Record<string, unknown>) =>
          clean({ ...prev, ...filtersToUrl(filters, state) }),
      }),
    [navigate],
  );

  /** Any other change of some parameters (the map's area, the category bar, the chosen place). */
  const patchUrl = useCallback(
    (patch: Patch, opts: { replace?: boolean } = {}) =>
      navigate({
        to: '/',
        search: (prev: Record<string, unknown>) => clean({ ...prev, ...patch }),
        replace: opts.replace ?? false,
      }),
    [navigate],
  );

  /** The logo, and back from an active search: `/` in the current mode. */
  const resetSearch = useCallback(
    (mode?: SearchState['mode']) =>
      navigate({
        to: '/',
        search: (prev: Record<string, unknown>) =>
          clean({ ...withoutSearchKeys(prev), type: mode }),
      }),
    [navigate],
  );

  return { runSearch, applyFilters, patchUrl, resetSearch };
}
