import { AMENITY_IDS } from '@arrendo/contracts/web';
import type { AmenityId } from '@arrendo/contracts/web';
import { DEFAULT_FILTERS } from '@/features/search/state';
import type { FilterSet, SearchState } from '@/features/search/state';
import { normaliseAppliedRange } from './price-rules';

/** Two filter sets mean the same search (amenities compared as a set). */
export function sameFilters(a: FilterSet, b: FilterSet): boolean {
  const amenities = new Set(a.amenities);
  return (
    a.priceRange[0] === b.priceRange[0] &&
    a.priceRange[1] === b.priceRange[1] &&
    a.sortBy === b.sortBy &&
    a.bedrooms === b.bedrooms &&
    a.bathrooms === b.bathrooms &&
    a.minGuests === b.minGuests &&
    a.allowPets === b.allowPets &&
    a.instantBook === b.instantBook &&
    a.amenities.length === b.amenities.length &&
    b.amenities.every((id) => amenities.has(id))
  );
}

/** Clear all: the defaults, as a fresh copy (spec §4, decisions.md: the recommended order). */
export function clearedFilters(): FilterSet {
  return { ...DEFAULT_FILTERS, priceRange: [...DEFAULT_FILTERS.priceRange], amenities: [] };
}

/** Adds or removes one amenity, keeping the catalogue's order (a stable URL). */
export function toggleAmenity(list: readonly AmenityId[], id: AmenityId): AmenityId[] {
  const chosen = new Set(list);
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return AMENITY_IDS.filter((a) => chosen.has(a));
}

/** The filter set Show results applies, or null when the price range is unusable (spec §5). */
export function filtersToApply(working: FilterSet): FilterSet | null {
  const priceRange = normaliseAppliedRange(working.priceRange);
  return priceRange ? { ...working, priceRange } : null;
}

/**
 * One URL parameter feeds both the More tab's Pet Friendly toggle and the Who step's pets count
 * (decisions.md): turning the toggle off drops the count too, or the parameter could never go.
 */
export function searchForFilters(search: SearchState, filters: FilterSet): SearchState {
  if (filters.allowPets || search.guests.pets === 0) return search;
  return { ...search, guests: { ...search.guests, pets: 0 } };
}
