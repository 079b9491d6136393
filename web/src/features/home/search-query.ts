import { currencyStore } from '@/features/preferences/currency-store';
import { feesStore } from '@/features/preferences/fees';
import { showTaxIncluded } from '@/features/preferences/tax-store';
import { apiQueryFromUrl } from '@/features/search/api-query';
import { searchInfiniteQueryOptions } from '@/features/search/api';
import type { PriceContext } from '@/features/search/price-units';
import type { SearchUrl } from '@/features/search/url-state';

/**
 * The home's results for the search in the URL, in the guest's currency and tax display: the
 * route's loader asks for them and the page reads them with the same query key.
 */
export function homeSearchQueryOptions(url: SearchUrl, price: PriceContext) {
  return searchInfiniteQueryOptions(apiQueryFromUrl(url, price));
}

/** The visitor's stored price preferences now (the loader's view; the page follows them as hooks). */
export function storedPriceContext(): PriceContext {
  const { currency, rates } = currencyStore.get();
  return { currency, rates, guestFees: showTaxIncluded() ? feesStore.get() : null };
}
