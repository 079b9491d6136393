import { useMemo } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { SearchUrl } from '../url-state';

/**
 * `useSearchUrl` for the header's first paint: the same reading of the home URL, without
 * importing use-search-url.ts, whose navigation helpers bring state.ts into the first load.
 */
export function useHomeUrl(): SearchUrl {
  const search = useRouterState({
    select: (s) => (s.location.pathname === '/' ? s.location.search : undefined),
  });
  return useMemo(() => SearchUrl.parse(search ?? {}), [search]);
}
