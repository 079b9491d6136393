import { z } from 'zod';
import { LISTING_TYPE_BY_SEARCH_MODE, PriceUnit } from '@arrendo/contracts/web';
import type { ListingType } from '@arrendo/contracts/web';

/**
 * The home URL: `type=day|hour` (spec §4 "Search mode"), day by default. Loose, because other
 * features put their own flags on `/` (`deleted=true`, the recovery link's `email`, `redirect`)
 * and canonicalising the URL must not drop them.
 */
export const HomeSearch = z.looseObject({
  type: PriceUnit.optional().catch(undefined),
});
export type HomeSearch = z.infer<typeof HomeSearch>;

export type SearchMode = PriceUnit;
export const DEFAULT_SEARCH_MODE: SearchMode = 'day';

export function listingTypeForMode(mode: SearchMode): ListingType {
  return LISTING_TYPE_BY_SEARCH_MODE[mode];
}
