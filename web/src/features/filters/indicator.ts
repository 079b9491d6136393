import { DEFAULT_SORT } from '@arrendo/contracts/web';
import { DEFAULT_FILTERS, filtersActive } from '@/features/search/state';
import type { FilterSet } from '@/features/search/state';

// Kept apart from the dialog's rules: the button is on the home page's first paint.

/**
 * The button's badge: how many filters are set (each amenity counts), and the order when it is
 * not the default on desktop. Non-zero exactly when `filtersActive` holds (spec §4).
 */
export function activeFilterCount(f: FilterSet, opts: { desktop: boolean }): number {
  const [min, max] = f.priceRange;
  const priceChanged =
    min !== DEFAULT_FILTERS.priceRange[0] || max !== DEFAULT_FILTERS.priceRange[1];
  const count =
    Number(priceChanged) +
    Number(f.bedrooms !== null) +
    Number(f.bathrooms !== null) +
    Number(f.minGuests !== null) +
    f.amenities.length +
    Number(f.allowPets) +
    Number(f.instantBook) +
    Number(opts.desktop && f.sortBy !== DEFAULT_SORT);
  // The spec's rule decides whether anything shows; the count only says how much.
  return filtersActive(f, opts) ? Math.max(count, 1) : 0;
}
