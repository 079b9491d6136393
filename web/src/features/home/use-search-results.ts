import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { useStoredFees } from '@/features/preferences/fees';
import { useShowTaxIncluded } from '@/features/preferences/tax-store';
import type { SearchUrl } from '@/features/search/url-state';
import { homeSearchQueryOptions } from './search-query';

/**
 * The results of the search in the URL, keyset-paged. The price filter is in the guest's currency
 * (with the service fee and its IVA when prices are shown so), so the query follows those preferences too. While a
 * new search loads, the previous results stay on screen rather than flashing to skeletons.
 */
export function useSearchResults(url: SearchUrl) {
  const { currency, rates } = useCurrencyState();
  const withTax = useShowTaxIncluded();
  const fees = useStoredFees();
  const options = useMemo(
    () => homeSearchQueryOptions(url, { currency, rates, guestFees: withTax ? fees : null }),
    [url, currency, rates, withTax, fees],
  );
  // Not a suspense query: the route's loader has the first results in the cache already, and a
  // new search keeps the previous results on screen instead of suspending the page.
  const query = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
  const hits = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return {
    query,
    hits,
    /** Only the first page carries the total. */
    total: query.data?.pages[0]?.total ?? null,
    /** Identifies the search (not its pages): the map refits when it changes. */
    searchKey: JSON.stringify(options.queryKey),
    /** The results shown are this search's own (not the previous one's, nor none yet). */
    settled: !query.isPending && !query.isPlaceholderData,
  };
}
