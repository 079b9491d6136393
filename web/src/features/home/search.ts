import type { PriceUnit } from '@arrendo/contracts/web';
import { SearchUrl } from '@/features/search/url-state';

/** The home URL is the search (features/search/url-state.ts). */
export const HomeSearch = SearchUrl;
export type HomeSearch = SearchUrl;

export type SearchMode = PriceUnit;
export const DEFAULT_SEARCH_MODE: SearchMode = 'day';
